import type { FastifyBaseLogger } from 'fastify';
import { type DeliverGiftDeps, deliverDueGifts } from '../use-cases/deliver-gift';
import { type ReconcileTransactionsDeps, reconcileTransactions } from '../use-cases/reconcile-transactions';
import { type RenewOrExpireDeps, renewOrExpire } from '../use-cases/renew-or-expire';

export interface BillingJobsOptions {
  /** How often the jobs run; 0 runs only the start-up pass. */
  intervalMs?: number;
  /** Rows younger than this may still be in a live request of another api copy. */
  settleAfterMs?: number;
  /** At start: PGlite has one owner process, so every unsettled row is from a dead process. */
  settleAfterMsAtStart?: number;
}

/** What the jobs work with. */
export type CommerceJobsDeps = ReconcileTransactionsDeps & RenewOrExpireDeps & DeliverGiftDeps;

/**
 * One pass of every commerce job: settles transactions a crash left half-done (older than
 * `settleAfterMs`), renews or expires subscriptions, mails dated gifts. A scheduler (this file's
 * timer, or a job queue) calls it; it throws when a job fails so the caller can retry.
 */
export async function runCommerceJobsOnce(ctx: CommerceJobsDeps, settleAfterMs: number) {
  const settled = await reconcileTransactions(ctx, settleAfterMs);
  const lifecycle = await renewOrExpire(ctx);
  const gifts = await deliverDueGifts(ctx);
  return { settled, lifecycle, gifts };
}

/**
 * In-process scheduler for billing (reconciliation, renewal/expiry, gift delivery). Every job is
 * safe on several api copies: state changes are conditional updates and charges go through
 * idempotency keys, so copies racing on a row settle it once.
 */
export async function startBillingJobs(
  ctx: CommerceJobsDeps,
  log: FastifyBaseLogger,
  options: BillingJobsOptions = {},
) {
  const interval = options.intervalMs ?? 60_000;
  const settleAfter = options.settleAfterMs ?? 120_000;
  const runOnce = async (settleAfterMs: number) => {
    try {
      const { settled, lifecycle, gifts } = await runCommerceJobsOnce(ctx, settleAfterMs);
      if (settled.completed + settled.failed + lifecycle.renewed + lifecycle.expired + gifts > 0)
        log.info({ settled, lifecycle, gifts }, 'billing jobs');
    } catch (error) {
      log.error({ err: error }, 'billing jobs failed');
    }
  };
  await runOnce(options.settleAfterMsAtStart ?? settleAfter);
  if (interval <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runOnce(settleAfter).finally(() => {
      running = false;
    });
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
