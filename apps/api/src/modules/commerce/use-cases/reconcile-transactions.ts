import { DomainError, NOT_COMPLETED_MESSAGE } from '@learnbox/domain';
import type { Commerce } from '../compose';
import type { ChargeResult } from '../processors/payment-provider';
import type { PlanRow } from '../repositories/plans.repository';
import type { TransactionRow } from '../repositories/transactions.repository';
import type { CheckoutHandler } from './checkout-types/checkout-handler';
import { CHECKOUT_HANDLERS } from './checkout-types/checkout-handlers';
import type { RenewOrExpireDeps } from './renew-or-expire';
import { applyRenewal } from './renew-or-expire';
import type { RunCheckoutDeps } from './run-checkout';
import { completeTransaction, failTransaction } from './run-checkout';

/** What this use case works with. */
export type ReconcileTransactionsDeps = Pick<
  Commerce,
  'now' | 'paymentMethods' | 'plans' | 'processor' | 'subscriptions' | 'transactions'
> &
  RunCheckoutDeps &
  RenewOrExpireDeps;

/** A browser payment nobody confirmed for this long is abandoned: its intent is cancelled. */
export const ABANDONED_AFTER_MS = 24 * 3600 * 1000;

/**
 * Settles transactions a crash left between charge and completion: asks the processor what it
 * recorded for the transaction's key, then completes (fulfils) a paid one or fails an unpaid one.
 * Every step is a conditional state change, so two api copies running it settle each row once.
 */
export async function reconcileTransactions(
  ctx: ReconcileTransactionsDeps,
  olderThanMs: number,
): Promise<{ completed: number; failed: number }> {
  const rows = await ctx.transactions.unsettledTransactions(new Date(ctx.now().getTime() - olderThanMs));
  let completed = 0;
  let failed = 0;
  for (const txn of rows) {
    const outcome = await settleTransaction(ctx, txn);
    if (outcome === 'completed') completed += 1;
    if (outcome === 'failed') failed += 1;
  }
  return { completed, failed };
}

/** A Stripe event named this transaction: settle it as the job would, if it is still mid-way. */
export async function settleTransactionByKey(ctx: ReconcileTransactionsDeps, key: string): Promise<void> {
  const txn = await ctx.transactions.getTransaction(key);
  if (txn && (txn.status === 'charging' || txn.status === 'fulfilling')) await settleTransaction(ctx, txn);
}

/** Settles one transaction from what the processor recorded (reconciliation, Stripe webhook). */
export async function settleTransaction(
  ctx: ReconcileTransactionsDeps,
  txn: TransactionRow,
): Promise<'completed' | 'failed' | 'skipped'> {
  if (txn.checkoutType === 'renewal') return settleRenewal(ctx, txn);
  const handler = CHECKOUT_HANDLERS[txn.checkoutType as keyof typeof CHECKOUT_HANDLERS];
  if (!handler) return 'skipped';
  if (txn.status === 'fulfilling') {
    await completeTransaction(ctx, handler, txn, txn.processorChargeId);
    return 'completed';
  }
  // Browser-confirmed rows carry their intent id; a free trial's SetupIntent must be asked too.
  const reference = txn.processorChargeId;
  let charge = txn.amountCents > 0 || reference ? await ctx.processor.findCharge(txn.id, reference) : null;
  if (charge?.status === 'pending') {
    // The buyer has not confirmed yet (or is in 3-D Secure): the row stays 'charging'.
    const age = ctx.now().getTime() - txn.createdAt.getTime();
    if (age < ABANDONED_AFTER_MS || !reference || !ctx.processor.cancelIntent) return 'skipped';
    charge = await ctx.processor.cancelIntent(reference);
  } else if (charge?.status === 'failed' && reference && ctx.processor.cancelIntent) {
    // Stripe lets the page retry a declined intent: cancel it first, so the row we fail stays unpaid.
    const reason = charge.failureReason;
    charge = await ctx.processor.cancelIntent(reference);
    if (charge.status === 'failed') charge = { ...charge, failureReason: reason };
  }
  if ((txn.amountCents === 0 && !reference) || charge?.status === 'succeeded') {
    const ready = charge?.card ? await attachCard(ctx, handler, txn, charge) : txn;
    if (!ready) return 'failed';
    await completeTransaction(ctx, handler, ready, charge?.chargeId ?? null);
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

/**
 * A card typed into Stripe's own form is first seen here: saved (for renewals and the saved-card
 * checkouts), checked by the handler (a trial refuses a card that already had one) and linked to
 * the transaction before fulfilment. Null when the handler refused it (the row is then failed).
 */
async function attachCard(
  ctx: ReconcileTransactionsDeps,
  handler: CheckoutHandler,
  txn: TransactionRow,
  charge: ChargeResult,
): Promise<TransactionRow | null> {
  if (!charge.card || typeof txn.details.paymentMethodId === 'string') return txn;
  const card = await ctx.paymentMethods.savePaymentMethod({
    userId: txn.userId,
    processor: ctx.processor.name,
    processorToken: charge.card.token,
    fingerprint: charge.card.fingerprint,
    brand: charge.card.brand,
    last4: charge.card.last4,
    expMonth: charge.card.expMonth,
    expYear: charge.card.expYear,
  });
  try {
    await handler.checkCard?.(ctx, card);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await failTransaction(ctx, handler, txn, { ...charge, status: 'failed', failureReason: error.message });
    return null;
  }
  const details = { ...txn.details, paymentMethodId: card.id };
  await ctx.transactions.updateTransaction(txn.id, { details, cardLast4: card.last4 });
  return { ...txn, details, cardLast4: card.last4 };
}

async function settleRenewal(
  ctx: ReconcileTransactionsDeps,
  txn: TransactionRow,
): Promise<'completed' | 'failed' | 'skipped'> {
  const charge = await ctx.processor.findCharge(txn.id, txn.processorChargeId);
  if (charge?.status === 'pending') return 'skipped';
  const sub = txn.subscriptionId ? await ctx.subscriptions.getSubscription(txn.subscriptionId) : null;
  if (charge?.status === 'succeeded' && sub) {
    await applyRenewal(
      ctx,
      sub,
      (await ctx.plans.getPlan(txn.planCode as string)) as PlanRow,
      txn.id,
      charge.chargeId,
    );
    return 'completed';
  }
  await ctx.transactions.moveTransaction(txn.id, ['charging'], {
    status: 'failed',
    failureReason: charge?.failureReason ?? NOT_COMPLETED_MESSAGE,
    completedAt: ctx.now(),
  });
  return 'failed';
}
