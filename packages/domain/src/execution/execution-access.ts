import { needsExecutionAuthToken } from './code-limits';

/**
 * Who gets what kind of code run (spec section 6 "Execution"). Premium and Premium Plus users get
 * an execution token and call the executions host directly; everyone else, logged out included,
 * runs code through the api's proxy, which signs a token of its own for each run.
 */

/** Plan tiers that carry an execution token (spec section 6 plan tiers PREMIUM and PREMIUM_PLUS). */
export type ExecutionTokenTier = 'premium' | 'premium_plus';

/** The tier written into a token the proxy signs for one forwarded run. */
export const PROXY_TOKEN_TIER = 'proxy';

/** The token's user for a logged-out run through the proxy; the runner needs a non-empty user. */
export const ANONYMOUS_EXECUTION_USER = 'anonymous';

/**
 * A browser's token lives 10 minutes: long enough for a lesson's runs, short enough that a
 * cancelled plan stops direct runs soon. The client renews it on 511 (spec section 8).
 */
export const EXECUTION_TOKEN_TTL_MS = 10 * 60_000;

/**
 * A proxy token only has to reach the runner, which checks expiry on arrival; a minute covers
 * a queue in front of the runner without leaving a replayable token lying around.
 */
export const PROXY_TOKEN_TTL_MS = 60_000;

/** The tier of the execution token a user gets, or null when their plan gives none (spec section 6). */
export function executionTokenTier(plan: {
  is_premium_user?: boolean | null;
  is_premium_plus_user?: boolean | null;
}): ExecutionTokenTier | null {
  if (!needsExecutionAuthToken(plan)) return null;
  return plan.is_premium_plus_user === true ? 'premium_plus' : 'premium';
}

/**
 * The share of internal staff's runs sent to the test path (spec section 6), from a setting
 * that may be anything: not a number means 0, and it is held to 0-100.
 */
export function normalizeTrafficSplitPercent(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return 0;
  return Math.min(100, Math.max(0, number));
}
