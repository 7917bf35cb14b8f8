import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../../platform/jobs';
import { type DeliverGiftDeps, deliverDueGifts } from '../use-cases/deliver-gift';
import { type ReconcileTransactionsDeps, reconcileTransactions } from '../use-cases/reconcile-transactions';
import { type RenewOrExpireDeps, renewOrExpire } from '../use-cases/renew-or-expire';

export interface BillingJobsOptions {
  /** Where the start-up pass and the every-minute passes run; without one, only a start-up pass runs here (tests). */
  queue?: JobQueue;
  /** Rows younger than this may still be in a live request of another api copy. */
  settleAfterMs?: number;
  /** At start: PGlite has one owner process, so every unsettled row is from a dead process. */
  settleAfterMsAtStart?: number;
}

const BILLING_JOB = 'billing.pass';

/** What the jobs work with. */
export type CommerceJobsDeps = ReconcileTransactionsDeps & RenewOrExpireDeps & DeliverGiftDeps;

/**
 * One pass of every commerce job: settles transactions a crash left half-done (older than
 * `settleAfterMs`), renews or expires subscriptions, mails dated gifts. It throws when a job fails
 * so the caller can log it.
 */
export async function runCommerceJobsOnce(ctx: CommerceJobsDeps, settleAfterMs: number) {
  const settled = await reconcileTransactions(ctx, settleAfterMs);
  const lifecycle = await renewOrExpire(ctx);
  const gifts = await deliverDueGifts(ctx);
  return { settled, lifecycle, gifts };
}

/**
 * Billing's background work (reconciliation, renewal/expiry, gift delivery). With a queue, one
 * api copy runs each pass (the queue hands a job to one worker); each use case is also safe
 * against racing copies on its own (conditional updates, idempotency keys on charges).
 */
export async function startBillingJobs(
  ctx: CommerceJobsDeps,
  log: FastifyBaseLogger,
  options: BillingJobsOptions = {},
): Promise<void> {
  const settleAfter = options.settleAfterMs ?? 120_000;
  const runOnce = async (settleAfterMs: number) => {
    try {
      const { settled, lifecycle, gifts } = await runCommerceJobsOnce(ctx, settleAfterMs);
      if (settled.completed + settled.failed + lifecycle.renewed + lifecycle.expired + gifts > 0)
        log.info({ settled, lifecycle, gifts }, 'billing jobs');
    } catch (error) {
      log.error({ err: error }, 'billing jobs failed');
      // The queue retries a failed pass; every step is safe to run again.
      throw error;
    }
  };
  const { queue } = options;
  if (!queue) {
    // A pass that fails at start is logged; the next start (or the queue, in production) retries.
    await runOnce(options.settleAfterMsAtStart ?? settleAfter).catch(() => {});
    return;
  }
  await queue.work<{ settleAfterMs?: number }>(BILLING_JOB, async (data) => {
    await runOnce(data.settleAfterMs ?? settleAfter);
  });
  // Copies starting together store one start-up pass.
  await queue.send(
    BILLING_JOB,
    { settleAfterMs: options.settleAfterMsAtStart ?? settleAfter },
    { singletonKey: 'start-up', singletonSeconds: 60 },
  );
  await queue.schedule(BILLING_JOB, '* * * * *');
}
