import { DomainError, isDomainError, STATUS, STATUS_MEANING } from '@learnbox/domain';

/** A budget of `max` hits per `windowMs` for one key. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Counts hits per key in fixed windows. One instance per api process, shared by every module
 * (`app.ts`): in this process's memory by default, in Redis when `REDIS_URL` is set (DESIGN.md
 * section 4), so several api copies behind a load balancer spend one budget together.
 * `redis-rate-limiter.ts` answers exactly like the in-memory one.
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

/** The synchronous core of the in-memory limiter (also the Redis limiter's fallback). */
export interface MemoryRateCounter {
  hit(key: string, rule: RateLimitRule): number;
  peek(key: string, rule: RateLimitRule): number;
  reset(key: string): void;
}

/** Fixed-window counters in a Map, swept as they expire so memory stays bounded. */
export function createMemoryRateCounter(now: () => number = Date.now): MemoryRateCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = now() + 60_000;
  const sweep = (time: number) => {
    if (time < nextSweep) return;
    nextSweep = time + 60_000;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };
  return {
    hit(key, rule) {
      const time = now();
      sweep(time);
      const current = windows.get(key);
      if (!current || current.resetAt <= time) {
        windows.set(key, { count: 1, resetAt: time + rule.windowMs });
        return rule.max >= 1 ? 0 : rule.windowMs;
      }
      current.count += 1;
      return current.count > rule.max ? current.resetAt - time : 0;
    },
    peek(key, rule) {
      const time = now();
      const current = windows.get(key);
      if (!current || current.resetAt <= time) return 0;
      return current.count >= rule.max ? current.resetAt - time : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** The embedded limiter: this process's memory only (one api copy). */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const counter = createMemoryRateCounter(now);
  return {
    hit: async (key, rule) => counter.hit(key, rule),
    peek: async (key, rule) => counter.peek(key, rule),
    reset: async (key) => counter.reset(key),
    close: async () => {},
  };
}

/**
 * The limits of the account endpoints; tests and the bench raise them. Failed logins follow
 * OWASP's Authentication Cheat Sheet: no hard lockout of an account (anyone could lock its owner
 * out), but the guesser's address is throttled, per account and across accounts, and an account
 * under attack asks every login for a harder captcha.
 */
export interface AuthRateLimits {
  /** Failed logins per account from any address: past it, logins need the escalated captcha. */
  loginPerAccount: RateLimitRule;
  /** Failed logins per account from one address: past it, that address waits (429). */
  loginPerAccountAndIp: RateLimitRule;
  /** Failed logins per address across accounts (credential stuffing, password spraying). */
  loginFailuresPerIp: RateLimitRule;
  /** Login attempts per client address. */
  loginPerIp: RateLimitRule;
  /** Captcha challenges per client address. */
  captchaChallengePerIp: RateLimitRule;
  /** Sign-ups per client address. */
  signupPerIp: RateLimitRule;
  /** Mails (reset, verification) per address: stops mail bombing a victim. */
  mailPerAccount: RateLimitRule;
  /** Mail requests per client address. */
  mailPerIp: RateLimitRule;
  /** Two-factor and token checks per client address. */
  codePerIp: RateLimitRule;
  /**
   * Wrong second-factor codes per account, from anywhere: a windowed bound, so a guesser who has
   * the password gets about a thousand tries a day at a million codes, and the owner waits at most
   * one window.
   */
  codePerAccount: RateLimitRule;
  /** Session revocations per user (the list's Log out buttons): bounds a scripted loop. */
  sessionRevokePerUser: RateLimitRule;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  loginPerAccount: { max: 5, windowMs: 60 * 60_000 },
  loginPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
  // Above loginPerIp: a burst is stopped by the minute budget, a steady spray by this one.
  loginFailuresPerIp: { max: 100, windowMs: 15 * 60_000 },
  loginPerIp: { max: 60, windowMs: 60_000 },
  // Above loginPerIp: a login form may fetch a second, harder challenge.
  captchaChallengePerIp: { max: 120, windowMs: 60_000 },
  signupPerIp: { max: 20, windowMs: 60 * 60_000 },
  mailPerAccount: { max: 5, windowMs: 15 * 60_000 },
  mailPerIp: { max: 30, windowMs: 15 * 60_000 },
  codePerIp: { max: 30, windowMs: 5 * 60_000 },
  codePerAccount: { max: 10, windowMs: 15 * 60_000 },
  sessionRevokePerUser: { max: 30, windowMs: 60_000 },
};

/** Wrong passwords and second-factor codes of one signed-in or half-signed-in account. */
export const codeAccountKey = (userId: string) => `code-account:${userId}`;

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
