import { CHECKOUT_HANDLERS } from '../checkout/checkout-handlers';
import { completeTransaction, failTransaction } from '../checkout/run-checkout';
import { applyRenewal } from '../subscriptions/renew-or-expire';
import type { PlanRow, TransactionRow } from './billing.repository';
import type { BillingContext } from './billing-context';

export const NOT_COMPLETED_MESSAGE = 'The payment was not completed.';

/**
 * Settles transactions a crash left between charge and completion: asks the processor what it
 * recorded for the transaction's key, then completes (fulfils) a paid one or fails an unpaid one.
 * Every step is a conditional state change, so two api copies running it settle each row once.
 */
export async function reconcileTransactions(
  ctx: BillingContext,
  olderThanMs: number,
): Promise<{ completed: number; failed: number }> {
  const rows = await ctx.repo.unsettledTransactions(new Date(ctx.now().getTime() - olderThanMs));
  let completed = 0;
  let failed = 0;
  for (const txn of rows) {
    const outcome = await settleTransaction(ctx, txn);
    if (outcome === 'completed') completed += 1;
    if (outcome === 'failed') failed += 1;
  }
  return { completed, failed };
}

/** Settles one transaction from what the processor recorded (reconciliation, Stripe webhook). */
export async function settleTransaction(
  ctx: BillingContext,
  txn: TransactionRow,
): Promise<'completed' | 'failed' | 'skipped'> {
  if (txn.checkoutType === 'renewal') return settleRenewal(ctx, txn);
  const handler = CHECKOUT_HANDLERS[txn.checkoutType as keyof typeof CHECKOUT_HANDLERS];
  if (!handler) return 'skipped';
  if (txn.status === 'fulfilling') {
    await completeTransaction(ctx, handler, txn, txn.processorChargeId);
    return 'completed';
  }
  const charge = txn.amountCents > 0 ? await ctx.provider.findCharge(txn.id) : null;
  if (txn.amountCents === 0 || charge?.status === 'succeeded') {
    await completeTransaction(ctx, handler, txn, charge?.chargeId ?? null);
    return 'completed';
  }
  await failTransaction(
    ctx,
    handler,
    txn,
    charge ?? { status: 'failed', chargeId: null, failureReason: NOT_COMPLETED_MESSAGE },
  );
  return 'failed';
}

async function settleRenewal(ctx: BillingContext, txn: TransactionRow): Promise<'completed' | 'failed'> {
  const charge = await ctx.provider.findCharge(txn.id);
  const sub = txn.subscriptionId ? await ctx.repo.getSubscription(txn.subscriptionId) : null;
  if (charge?.status === 'succeeded' && sub) {
    await applyRenewal(
      ctx,
      sub,
      (await ctx.repo.getPlan(txn.planCode as string)) as PlanRow,
      txn.id,
      charge.chargeId,
    );
    return 'completed';
  }
  await ctx.repo.moveTransaction(txn.id, ['charging'], {
    status: 'failed',
    failureReason: charge?.failureReason ?? NOT_COMPLETED_MESSAGE,
    completedAt: ctx.now(),
  });
  return 'failed';
}
