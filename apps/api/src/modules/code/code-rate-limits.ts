import { DomainError, STATUS, STATUS_MEANING } from '@learnbox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter, RateLimitRule } from '../auth';

/** Budgets of the code endpoints; tests lower or raise them. */
export interface CodeRateLimits {
  /** Runs of a logged-out visitor, per client address. */
  runsPerIp: RateLimitRule;
  /** Runs of a signed-in user, whatever address they come from. */
  runsPerUser: RateLimitRule;
  /** Execution tokens a user may ask for. */
  tokensPerUser: RateLimitRule;
  /** Log calls per user or address: logs are written to the database. */
  logsPerCaller: RateLimitRule;
}

/**
 * A learner pressing Run a few times a minute is far below these; a script hammering the
 * sandbox through the proxy is not. Logged-out visitors share their address, so they get less.
 */
export const DEFAULT_CODE_RATE_LIMITS: CodeRateLimits = {
  runsPerIp: { max: 30, windowMs: 60_000 },
  runsPerUser: { max: 120, windowMs: 60_000 },
  tokensPerUser: { max: 30, windowMs: 60_000 },
  logsPerCaller: { max: 240, windowMs: 60_000 },
};

/** The limiter key of whoever is calling: the user when signed in, else the address. */
export function callerKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** Counts one hit; a spent budget is a 429 with the spec's 'rate limit' and when to come back. */
export async function enforceCodeRateLimit(
  limiter: RateLimiter,
  key: string,
  rule: RateLimitRule,
  reply: FastifyReply,
  what: string,
): Promise<void> {
  const waitMs = await limiter.hit(key, rule);
  if (waitMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new DomainError(
    `Too many ${what} (${STATUS_MEANING[STATUS.RATE_LIMIT]}). Please wait ${seconds} seconds and try again.`,
    STATUS.RATE_LIMIT,
  );
}
