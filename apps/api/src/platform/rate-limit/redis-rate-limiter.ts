import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { ApiConfig } from '../config/env';
import {
  createMemoryRateLimiter,
  peekWait,
  type RateLimiter,
  type RateLimitRule,
  ruleKey,
  ruleOptions,
  waitOf,
} from './rate-limiter';

/** Every limiter key in Redis starts with this, so the database can be shared. */
export const REDIS_RATE_LIMIT_PREFIX = 'learnbox:rl:';

/** Whom the limiter tells that Redis is unreachable. */
export interface LimiterLog {
  warn(details: object, message: string): void;
}

export interface RedisRateLimiterOptions {
  url: string;
  log: LimiterLog;
  /** Defaults to REDIS_RATE_LIMIT_PREFIX; tests use their own so runs do not share counters. */
  keyPrefix?: string;
  /** Connect timeout and per-command timeout. */
  timeoutMs?: number;
}

const WARN_EVERY_MS = 60_000;

/**
 * The in-memory limiter `rate-limiter-flexible` falls back to (its `insuranceLimiter`) when a
 * Redis call fails; it reports each use, so the fallback is never silent.
 */
class ReportedInsurance extends RateLimiterMemory {
  constructor(
    rule: RateLimitRule,
    private readonly onUse: () => void,
  ) {
    super(ruleOptions(rule));
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse();
    return super.consume(...args);
  }
  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.onUse();
    return super.get(...args);
  }
  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.onUse();
    return super.delete(...args);
  }
  /** Drops a key without reporting: a reset clears both stores whether Redis answers or not. */
  forget(key: string) {
    return super.delete(key);
  }
}

/**
 * Fixed-window counters in Redis (`RateLimiterRedis`: one atomic script per hit), shared by
 * every api copy on the same Redis.
 *
 * Failure policy: an unreachable Redis must neither take the site down (500s on every login) nor
 * silently switch protection off. So any call that Redis does not answer (refused, timed out, not
 * connected) is answered by the library's insurance limiter, in this process's memory: limits
 * then hold per copy, as without Redis, until Redis answers again. A warning is logged at most
 * once a minute. The connection is opened lazily on the first call, with a short timeout, and
 * reconnects in the background; while it is down, calls go straight to the insurance instead of
 * queueing behind a reconnect.
 */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const prefix = options.keyPrefix ?? REDIS_RATE_LIMIT_PREFIX;
  const timeoutMs = options.timeoutMs ?? 1000;
  const client = new Redis(options.url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 1,
  });

  // Set on any failure, cleared once the connection is ready again.
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
  // A connection closed without an error (a Redis restart) also sends calls to the insurance at once.
  client.on('close', () => {
    degraded = true;
  });
  client.on('ready', () => {
    degraded = false;
  });
  const onInsuranceUse = () => warn(new Error(`Redis did not answer (connection ${client.status})`));

  const limiters = new Map<string, { redis: RateLimiterRedis; insurance: ReportedInsurance }>();
  const limitersFor = (rule: RateLimitRule) => {
    const key = ruleKey(rule);
    let pair = limiters.get(key);
    if (!pair) {
      const insurance = new ReportedInsurance(rule, onInsuranceUse);
      const redis = new RateLimiterRedis({
        ...ruleOptions(rule),
        storeClient: client,
        insuranceLimiter: insurance,
      });
      pair = { redis, insurance };
      limiters.set(key, pair);
    }
    return pair;
  };
  const limiterFor = (rule: RateLimitRule) => {
    const { redis, insurance } = limitersFor(rule);
    return degraded && client.status !== 'ready' ? insurance : redis;
  };

  return {
    hit: (key, rule) => waitOf(limiterFor(rule).consume(prefix + key)),
    peek: async (key, rule) => peekWait(await limiterFor(rule).get(prefix + key), rule),
    reset: async (key) => {
      // Every rule's limiter shares the Redis key; the insurance counters are one per rule.
      const pairs = [...limiters.values()];
      await Promise.all(pairs.map(({ insurance }) => insurance.forget(prefix + key)));
      if (!(degraded && client.status !== 'ready'))
        await client.del(prefix + key).catch((error: unknown) => warn(error));
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
