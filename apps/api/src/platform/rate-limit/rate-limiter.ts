import { DomainError, isDomainError, STATUS, STATUS_MEANING } from '@learnbox/domain';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** A budget of `max` hits per `windowMs` for one key. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Counts hits per key in fixed windows. One instance per api process, shared by every module
 * (`app.ts`): in this process's memory by default, in Redis when `REDIS_URL` is set (DESIGN.md
 * section 4), so several api copies behind a load balancer spend one budget together. Both are
 * `rate-limiter-flexible` limiters, and answer alike.
 */
export interface RateLimiter {
  /** Counts one hit; resolves to the milliseconds to wait when the budget is spent, else 0. */
  hit(key: string, rule: RateLimitRule): Promise<number>;
  /** The milliseconds to wait if the budget is already spent, without counting a hit. */
  peek(key: string, rule: RateLimitRule): Promise<number>;
  /** Forgets a key (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  /** Releases connections (app close). */
  close(): Promise<void>;
}

/**
 * A `rate-limiter-flexible` limiter counts one rule (points per duration), while our callers name
 * the rule at each call; so one library limiter per rule, made on first use. Keys get no
 * library prefix: the callers' keys already say what they count.
 */
export function ruleKey(rule: RateLimitRule): string {
  return `${rule.max}/${rule.windowMs}`;
}

/**
 * The library's options for one rule: a fixed window of `windowMs`, `max` hits in it. Its Redis
 * store counts whole seconds (and a 0 s window never ends), so a window is rounded up to one.
 */
export function ruleOptions(rule: RateLimitRule) {
  return { points: rule.max, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)), keyPrefix: '' };
}

/** The wait a library answer means: a refusal carries `msBeforeNext`, a pass waits nothing. */
export async function waitOf(consumed: Promise<unknown>): Promise<number> {
  try {
    await consumed;
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext);
    throw refusal;
  }
}

/** The wait without counting: the rest of the window once `max` hits were counted, else 0. */
export function peekWait(state: RateLimiterRes | null, rule: RateLimitRule): number {
  if (!state || state.consumedPoints < rule.max) return 0;
  return Math.max(0, state.msBeforeNext);
}

/**
 * The embedded limiter: fixed windows in this process's memory (one api copy); the library drops
 * each key when its window ends, so memory stays bounded.
 */
export function createMemoryRateLimiter(): RateLimiter {
  const limiters = new Map<string, RateLimiterMemory>();
  const limiterFor = (rule: RateLimitRule) => {
    const key = ruleKey(rule);
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = new RateLimiterMemory(ruleOptions(rule));
      limiters.set(key, limiter);
    }
    return limiter;
  };
  return {
    hit: (key, rule) => waitOf(limiterFor(rule).consume(key)),
    peek: async (key, rule) => peekWait(await limiterFor(rule).get(key), rule),
    reset: async (key) => {
      await Promise.all([...limiters.values()].map((limiter) => limiter.delete(key)));
    },
    close: async () => {},
  };
}

/** 429 with the spec's meaning ('rate limit', section 8) and when to come back. */
export function rateLimitError(retryAfterMs: number): DomainError & { retryAfterSeconds: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  const error = new DomainError(
    `Too many attempts (${STATUS_MEANING[STATUS.RATE_LIMIT]}). Please try again in ${wait}.`,
    STATUS.RATE_LIMIT,
  );
  return Object.assign(error, { retryAfterSeconds: seconds });
}

/** Throws the 429 of the first budget already spent, without counting a hit. */
export async function enforceUnspent(
  limiter: RateLimiter,
  checks: readonly [string, RateLimitRule][],
): Promise<void> {
  for (const [key, rule] of checks) {
    const waitMs = await limiter.peek(key, rule);
    if (waitMs > 0) throw rateLimitError(waitMs);
  }
}

/**
 * One guess at a secret code (an invitation link, a gift code): refused with a 429 while any
 * budget of wrong guesses is spent, and a wrong guess (the 404 `attempt` throws) counts on every
 * key. Keys per account and per address bound guessing from many addresses and many accounts
 * alike; the budgets are windows, so their owner waits at most one window, never for ever.
 */
export async function boundedGuess<T>(
  limiter: RateLimiter,
  checks: readonly [string, RateLimitRule][],
  attempt: () => Promise<T>,
): Promise<T> {
  await enforceUnspent(limiter, checks);
  try {
    return await attempt();
  } catch (error) {
    if (isDomainError(error) && error.status === STATUS.NOT_FOUND)
      for (const [key, rule] of checks) await limiter.hit(key, rule);
    throw error;
  }
}

/** Wrong secret codes (invitation links, gift codes) per account and per address. */
export const WRONG_CODE_RULES = {
  perAccount: { max: 10, windowMs: 60 * 60_000 },
  perIp: { max: 30, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts a hit on each key and throws the 429 of the first spent budget. */
export async function enforceRateLimits(
  limiter: RateLimiter,
  checks: readonly [string, RateLimitRule][],
): Promise<void> {
  for (const [key, rule] of checks) {
    const waitMs = await limiter.hit(key, rule);
    if (waitMs > 0) throw rateLimitError(waitMs);
  }
}
