import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closedPort,
  deleteRedisKeys,
  probeTestRedis,
  startRedisRelay,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from '../../testing/redis';
import { createMemoryRateLimiter, enforceRateLimits, type RateLimiter } from './rate-limiter';
import { createRateLimiter, createRedisRateLimiter } from './redis-rate-limiter';

const redis = await probeTestRedis();
if (!redis.run) console.warn(`rate-limiter.test.ts: Redis cases ${redis.skipReason}`);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const silentLog = { warn: () => {} };

/** One implementation under test: `make` builds a limiter, `advance` moves its clock. */
interface Harness {
  /** Limiters made by one harness are "api copies" of one deployment. */
  make(): RateLimiter;
  advance(ms: number): Promise<void>;
}

/** The library keeps time with Date.now and setTimeout: the in-memory cases fake both. */
function memoryHarness(): Harness {
  return {
    make: () => createMemoryRateLimiter(),
    advance: async (ms) => {
      vi.advanceTimersByTime(ms);
    },
  };
}

/** Redis keeps its own time: windows expire by waiting. */
function redisHarness(prefix: string, made: RateLimiter[]): Harness {
  return {
    make: () => {
      const limiter = createRedisRateLimiter({ url: TEST_REDIS_URL, log: silentLog, keyPrefix: prefix });
      made.push(limiter);
      return limiter;
    },
    advance: sleep,
  };
}

const minute = { max: 3, windowMs: 60_000 };

/** The same cases for both implementations: they must answer alike. */
function behaviourSuite(harness: () => Harness) {
  it('counts the budget: max hits pass, the next ones wait', async () => {
    const limiter = harness().make();
    for (let i = 0; i < 3; i += 1) expect(await limiter.hit('budget', minute)).toBe(0);
    expect(await limiter.hit('budget', minute)).toBeGreaterThan(0);
    expect(await limiter.hit('budget', minute)).toBeGreaterThan(0);
  });

  it('answers the time left in the window, and peek answers it without counting', async () => {
    const h = harness();
    const limiter = h.make();
    expect(await limiter.peek('wait', minute)).toBe(0);
    for (let i = 0; i < 2; i += 1) await limiter.hit('wait', minute);
    // Two hits of three: peeking, however often, counts nothing and answers 0.
    for (let i = 0; i < 5; i += 1) expect(await limiter.peek('wait', minute)).toBe(0);
    expect(await limiter.hit('wait', minute)).toBe(0);
    await h.advance(100);
    const wait = await limiter.hit('wait', minute);
    expect(wait).toBeLessThanOrEqual(60_000 - 100);
    expect(wait).toBeGreaterThan(55_000);
    const peeked = await limiter.peek('wait', minute);
    expect(peeked).toBeLessThanOrEqual(wait);
    expect(peeked).toBeGreaterThan(55_000);
  });

  it('starts a new window once the old one is over', async () => {
    const h = harness();
    const limiter = h.make();
    // Long enough that a busy machine does not end it between two calls; Redis waits it out.
    const short = { max: 1, windowMs: 1000 };
    expect(await limiter.hit('window', short)).toBe(0);
    const wait = await limiter.hit('window', short);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1000);
    await h.advance(1100);
    expect(await limiter.peek('window', short)).toBe(0);
    expect(await limiter.hit('window', short)).toBe(0);
    expect(await limiter.hit('window', short)).toBeGreaterThan(0);
  });

  it('keeps keys apart', async () => {
    const limiter = harness().make();
    for (let i = 0; i < 4; i += 1) await limiter.hit('key-a', minute);
    expect(await limiter.hit('key-a', minute)).toBeGreaterThan(0);
    expect(await limiter.hit('key-b', minute)).toBe(0);
    expect(await limiter.peek('key-b', minute)).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const limiter = harness().make();
    for (let i = 0; i < 4; i += 1) await limiter.hit('reset', minute);
    expect(await limiter.peek('reset', minute)).toBeGreaterThan(0);
    await limiter.reset('reset');
    expect(await limiter.peek('reset', minute)).toBe(0);
    expect(await limiter.hit('reset', minute)).toBe(0);
  });

  it('a budget of 0 refuses the first hit for the whole window', async () => {
    const limiter = harness().make();
    const none = { max: 0, windowMs: 60_000 };
    const wait = await limiter.hit('none', none);
    expect(wait).toBeGreaterThan(59_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('enforceRateLimits throws the 429 with the wait in seconds', async () => {
    const limiter = harness().make();
    const rule = { max: 1, windowMs: 90_000 };
    await enforceRateLimits(limiter, [['enforce', rule]]);
    await expect(enforceRateLimits(limiter, [['enforce', rule]])).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 90,
    });
  });
}

describe('in-memory rate limiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  behaviourSuite(memoryHarness);

  it('two api copies each keep their own budget (why Redis is needed at scale)', async () => {
    const h = memoryHarness();
    const [first, second] = [h.make(), h.make()];
    for (let i = 0; i < 3; i += 1) expect(await first.hit('copies', minute)).toBe(0);
    expect(await first.hit('copies', minute)).toBeGreaterThan(0);
    expect(await second.hit('copies', minute)).toBe(0);
  });

  it('is the limiter when REDIS_URL is unset', async () => {
    const limiter = createRateLimiter({}, silentLog);
    for (let i = 0; i < 3; i += 1) expect(await limiter.hit('default', minute)).toBe(0);
    expect(await limiter.hit('default', minute)).toBeGreaterThan(0);
    await limiter.close();
  });
});

describe.runIf(redis.run)(`Redis rate limiter (${TEST_REDIS_URL})`, () => {
  const prefix = uniqueRedisPrefix();
  const made: RateLimiter[] = [];
  afterAll(async () => {
    await Promise.all(made.map((limiter) => limiter.close()));
    await deleteRedisKeys(prefix);
  });
  // A prefix per case too: the cases reuse key names.
  let caseNumber = 0;
  behaviourSuite(() => redisHarness(`${prefix}${++caseNumber}:`, made));

  it('two api copies on one Redis spend one budget', async () => {
    const h = redisHarness(`${prefix}copies:`, made);
    const [first, second] = [h.make(), h.make()];
    expect(await first.hit('shared', minute)).toBe(0);
    expect(await second.hit('shared', minute)).toBe(0);
    expect(await first.hit('shared', minute)).toBe(0);
    expect(await second.hit('shared', minute)).toBeGreaterThan(0);
    expect(await first.peek('shared', minute)).toBeGreaterThan(0);
    // A reset by one copy (a successful login) clears it for the other.
    await second.reset('shared');
    expect(await first.hit('shared', minute)).toBe(0);
  });

  it('counts atomically: parallel hits from two copies never pass more than the budget', async () => {
    const h = redisHarness(`${prefix}atomic:`, made);
    const copies = [h.make(), h.make()];
    const rule = { max: 10, windowMs: 60_000 };
    const waits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => copies[i % 2]?.hit('burst', rule) ?? Promise.resolve(-1)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(30);
  });

  it('keeps its keys under learnbox:rl: with the window as expiry', async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(TEST_REDIS_URL);
    const key = `login-ip:${prefix}`;
    try {
      const limiter = createRedisRateLimiter({ url: TEST_REDIS_URL, log: silentLog });
      made.push(limiter);
      await limiter.hit(key, minute);
      const ttl = await client.pttl(`learnbox:rl:${key}`);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await client.del(`learnbox:rl:${key}`);
      client.disconnect();
    }
  });

  it('falls back while Redis is away, and goes back to it once it answers again', async () => {
    const { Redis } = await import('ioredis');
    const direct = new Redis(TEST_REDIS_URL);
    const relay = await startRedisRelay();
    const warn = vi.fn();
    const keyPrefix = `${prefix}outage:`;
    const limiter = createRedisRateLimiter({ url: relay.url, log: { warn }, keyPrefix, timeoutMs: 500 });
    made.push(limiter);
    try {
      expect(await limiter.hit('before', minute)).toBe(0);
      expect(await direct.get(`${keyPrefix}before`)).toBe('1');

      await relay.cut();
      await sleep(100);
      const started = Date.now();
      // The fallback counts from zero in this process: protection stays on.
      for (let i = 0; i < 3; i += 1) expect(await limiter.hit('during', minute)).toBe(0);
      expect(await limiter.hit('during', minute)).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await direct.exists(`${keyPrefix}during`)).toBe(0);
      expect(warn).toHaveBeenCalledTimes(1);

      await relay.restore();
      // ioredis reconnects within a few seconds; then the counters are Redis's again.
      const deadline = Date.now() + 10_000;
      while (!(await direct.exists(`${keyPrefix}after`)) && Date.now() < deadline) {
        await limiter.hit('after', minute);
        await sleep(200);
      }
      expect(await direct.exists(`${keyPrefix}after`)).toBe(1);
      expect(await limiter.hit('before', minute)).toBe(0);
      expect(await direct.get(`${keyPrefix}before`)).toBe('2');
    } finally {
      await relay.cut();
      direct.disconnect();
    }
  }, 20_000);

  it('is the limiter createRateLimiter picks when REDIS_URL is set', async () => {
    const keyPrefix = `${prefix}configured:`;
    const first = createRateLimiter({ REDIS_URL: TEST_REDIS_URL }, silentLog, { keyPrefix });
    const second = createRateLimiter({ REDIS_URL: TEST_REDIS_URL }, silentLog, { keyPrefix });
    made.push(first, second);
    for (let i = 0; i < 3; i += 1) expect(await first.hit('configured', minute)).toBe(0);
    expect(await second.hit('configured', minute)).toBeGreaterThan(0);
  });
});

describe('Redis unreachable', () => {
  it('answers from the in-memory fallback, quickly, and warns once a minute at most', async () => {
    const warn = vi.fn();
    const limiter = createRedisRateLimiter({
      url: `redis://127.0.0.1:${await closedPort()}`,
      log: { warn },
      timeoutMs: 500,
    });
    try {
      const started = Date.now();
      for (let i = 0; i < 3; i += 1) expect(await limiter.hit('down', minute)).toBe(0);
      // Protection stays on: the fallback counts like the in-memory limiter.
      expect(await limiter.hit('down', minute)).toBeGreaterThan(0);
      expect(await limiter.peek('down', minute)).toBeGreaterThan(0);
      await limiter.reset('down');
      expect(await limiter.hit('down', minute)).toBe(0);
      for (let i = 0; i < 20; i += 1) await limiter.hit(`other-${i}`, minute);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[1]).toMatch(/Redis .* unreachable: rate limits fall back/);
    } finally {
      await limiter.close();
    }
  });
});
