import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RunCaller } from '../auth/execution-auth';
import type { TierLimits } from '../config/env';
import type { PoolCaller } from '../pool/work-pool';
import type { RunnerContext } from './runner-context';

/**
 * A run's share of the runner, from the signed token's caller and tier (DESIGN section 9): its
 * place in the fair queue and its tier's limits. Nothing in the body or other headers counts.
 */

export function tierLimitsOf(ctx: RunnerContext, caller: RunCaller): TierLimits {
  return ctx.config.tiers[caller.runTier];
}

export function poolCallerOf(ctx: RunnerContext, caller: RunCaller): PoolCaller {
  const { concurrency, queueLength } = tierLimitsOf(ctx, caller);
  return { key: caller.key, concurrency, queueLength };
}

/** Time left of a request's tier budget, counted from when it got its slot. */
export interface RunBudget {
  remainingMs(): number;
}

export function startBudget(ctx: RunnerContext, caller: RunCaller): RunBudget {
  const deadline = performance.now() + tierLimitsOf(ctx, caller).budgetMs;
  return { remainingMs: () => Math.floor(deadline - performance.now()) };
}

/** The caller the auth hook put on the request (every run route is behind it). */
export function runCallerOf(request: FastifyRequest): RunCaller {
  if (!request.caller) throw new Error('a run route was reached without the execution-token hook');
  return request.caller;
}

/**
 * Aborted when the client hangs up before the reply is written (the api's proxy does when the
 * browser cancels or its own timeout passes), so a waiting run leaves the queue instead of
 * taking a slot for an answer nobody will read.
 */
export function hangUpSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
