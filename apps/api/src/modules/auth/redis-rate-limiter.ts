import { Redis } from 'ioredis';
import type { ApiConfig } from '../../platform/config/env';
import {
  createMemoryRateCounter,
  createMemoryRateLimiter,
  type RateLimiter,
  type RateLimitRule,
} from './rate-limiter';

/** Every limiter key in Redis starts with this, so the database can be shared. */
export const REDIS_RATE_LIMIT_PREFIX = 'learnbox:rl:';

/**
 * One hit, atomically (one script): the first hit of a window creates the counter with the
 * window as its expiry; the answer is the counter's remaining life once it is past `max`, else
 * 0. The same fixed window and the same answers as the in-memory counter.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
if count > tonumber(ARGV[1]) then return ttl end
return 0`;

/** The wait without counting: the remaining window once `max` hits were counted, else 0. */
const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count < tonumber(ARGV[1]) then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return 0 end
return ttl`;

interface LimiterCommands {
  learnboxRateHit(key: string, max: number, windowMs: number): Promise<number>;
  learnboxRatePeek(key: string, max: number): Promise<number>;
}

/** Whom the limiter tells that Redis is unreachable. */
export interface LimiterLog {
  warn(details: object, message: string): void;
}

export interface RedisRateLimiterOptions {
  url: string;
  log: LimiterLog;
  /** Defaults to REDIS_RATE_LIMIT_PREFIX; tests use their own so runs do not share counters. */
  keyPrefix?: string;
  /** The fallback counter's clock (tests). */
  now?: () => number;
  /** Connect timeout and per-command timeout. */
  timeoutMs?: number;
}

const WARN_EVERY_MS = 60_000;

/**
 * Fixed-window counters in Redis, shared by every api copy on the same Redis.
 *
 * Failure policy: an unreachable Redis must neither take the site down (500s on every login) nor
 * silently switch protection off. So any call that Redis does not answer (refused, timed out, not
 * connected) is answered by an in-memory counter of this process instead: limits then hold per
 * copy, as without Redis, until Redis answers again. A warning is logged at most once a minute.
 * The connection is opened lazily on the first call, with a short timeout, and reconnects in the
 * background; while it is down, calls do not wait for it.
 */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const prefix = options.keyPrefix ?? REDIS_RATE_LIMIT_PREFIX;
  const timeoutMs = options.timeoutMs ?? 1000;
  const fallback = createMemoryRateCounter(options.now);
  const client = new Redis(options.url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 1,
  });
  client.defineCommand('learnboxRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  client.defineCommand('learnboxRatePeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
  const commands = client as unknown as LimiterCommands;

  // Set on any failure, cleared once the connection is ready again: while set, calls go straight
  // to the fallback instead of queueing behind a reconnect.
  let degraded = false;
  let lastWarning = Number.NEGATIVE_INFINITY;
  const warn = (error: unknown) => {
    degraded = true;
    const time = Date.now();
    if (time - lastWarning < WARN_EVERY_MS) return;
    lastWarning = time;
    options.log.warn(
      { err: error },
      'Redis (REDIS_URL) is unreachable: rate limits fall back to this process until it answers again',
    );
  };
  client.on('error', warn);
  // A connection closed without an error (a Redis restart) also sends calls to the fallback at once.
  client.on('close', () => {
    degraded = true;
  });
  client.on('ready', () => {
    degraded = false;
  });

  async function attempt<T>(viaRedis: () => Promise<T>, viaMemory: () => T): Promise<T> {
    if (degraded && client.status !== 'ready') {
      warn(new Error(`Redis connection is ${client.status}`));
      return viaMemory();
    }
    try {
      return await viaRedis();
    } catch (error) {
      warn(error);
      return viaMemory();
    }
  }

  return {
    hit: (key, rule: RateLimitRule) =>
      attempt(
        async () => Number(await commands.learnboxRateHit(prefix + key, rule.max, rule.windowMs)),
        () => fallback.hit(key, rule),
      ),
    peek: (key, rule) =>
      attempt(
        async () => Number(await commands.learnboxRatePeek(prefix + key, rule.max)),
        () => fallback.peek(key, rule),
      ),
    reset: async (key) => {
      fallback.reset(key);
      await attempt(
        async () => {
          await client.del(prefix + key);
        },
        () => undefined,
      );
    },
    close: async () => {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/**
 * The limiter the configuration asks for, chosen once per process: Redis when REDIS_URL is set,
 * else this process's memory.
 */
export function createRateLimiter(
  config: Pick<Partial<ApiConfig>, 'REDIS_URL'>,
  log: LimiterLog,
  options: { keyPrefix?: string } = {},
): RateLimiter {
  if (!config.REDIS_URL) return createMemoryRateLimiter();
  return createRedisRateLimiter({ url: config.REDIS_URL, log, keyPrefix: options.keyPrefix });
}
