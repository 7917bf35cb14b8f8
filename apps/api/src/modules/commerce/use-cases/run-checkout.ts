import { randomUUID } from 'node:crypto';
import type { CheckoutBody } from '@learnbox/contracts';
import {
  CARD_NOT_ACCEPTED_MESSAGE,
  CARD_REQUIRED_MESSAGE,
  COUPON_MESSAGES,
  DomainError,
  PRICE_CHANGED_MESSAGE,
  PROCESSOR_DOWN_MESSAGE,
  STATUS,
  STILL_PROCESSING_MESSAGE,
  STRIPE_DOWN_MESSAGE,
} from '@learnbox/domain';
import type { Tracking } from '../../analytics';
import type { Commerce } from '../compose';
import type { BrowserIntent, ChargeResult, SavedCard } from '../processors/payment-provider';
import { stripeCustomerOf } from '../processors/stripe-processor';
import type { PaymentMethodRow } from '../repositories/payment-methods.repository';
import type { TransactionRow } from '../repositories/transactions.repository';
import type { CheckoutDeps, CheckoutHandler, CheckoutInput } from './checkout-types/checkout-handler';
import type { SendReceiptDeps } from './send-receipt';
import { sendReceipt } from './send-receipt';
import type { SyncBillingFlagsDeps } from './sync-billing-flags';
import { syncBillingFlags } from './sync-billing-flags';

/** What this use case works with. */
export type RunCheckoutDeps = Pick<
  Commerce,
  'coupons' | 'growth' | 'now' | 'paymentMethods' | 'processor' | 'transactions'
> &
  CheckoutDeps &
  SyncBillingFlagsDeps &
  SendReceiptDeps;

const WAIT_STEP_MS = 40;
const WAIT_LIMIT_MS = 15_000;

export type CheckoutHandlers = Partial<Record<CheckoutInput['type'], CheckoutHandler>>;

/**
 * A checkout's answer: its transaction, and with Stripe the intent the page confirms with
 * Stripe.js (the row then stays 'charging' until the webhook or the reconciliation job settles it).
 */
export interface CheckoutOutcome {
  txn: TransactionRow;
  payment: BrowserIntent | null;
}

export function toSavedCard(method: PaymentMethodRow): SavedCard {
  return {
    token: method.processorToken,
    fingerprint: method.fingerprint,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
  };
}

export function handlerFor(handlers: CheckoutHandlers, type: CheckoutInput['type']): CheckoutHandler {
  const handler = handlers[type];
  if (!handler)
    throw new DomainError(`The checkout type '${type}' is not available.`, STATUS.OPERATION_NOT_ALLOWED);
  return handler;
}

/** The reply a finished transaction gives to every request with its key. */
function settled(txn: TransactionRow): TransactionRow {
  if (txn.status === 'failed')
    throw new DomainError(txn.failureReason ?? 'The payment failed.', STATUS.OPERATION_NOT_ALLOWED);
  if (txn.status !== 'succeeded') throw new DomainError(STILL_PROCESSING_MESSAGE, STATUS.ALREADY_EXISTS);
  return txn;
}

/** A row waiting for the buyer to confirm its intent in the browser: hand out the same intent. */
async function awaitingBrowser(ctx: RunCheckoutDeps, txn: TransactionRow): Promise<CheckoutOutcome | null> {
  if (txn.status !== 'charging' || !txn.processorChargeId || !ctx.processor.resumeIntent) return null;
  try {
    return { txn, payment: await ctx.processor.resumeIntent(txn.processorChargeId) };
  } catch {
    throw new DomainError(STRIPE_DOWN_MESSAGE, STATUS.EXTERNAL_SERVICE_FAILED);
  }
}

/** Another request owns the key: wait for it to finish, then answer as it did. */
async function waitForKey(ctx: RunCheckoutDeps, userId: string, key: string): Promise<CheckoutOutcome> {
  const started = Date.now();
  for (;;) {
    const txn = await ctx.transactions.transactionByKey(userId, key);
    if (txn && (txn.status === 'succeeded' || txn.status === 'failed'))
      return { txn: settled(txn), payment: null };
    const browser = txn ? await awaitingBrowser(ctx, txn) : null;
    if (browser) return browser;
    if (Date.now() - started > WAIT_LIMIT_MS)
      throw new DomainError(STILL_PROCESSING_MESSAGE, STATUS.ALREADY_EXISTS);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/**
 * One checkout of any type (issue 7 "Money"): the transaction row is written ('charging') before
 * the charge and completed after it; the (user, idempotency key) pair is unique, so a double
 * submit, a retry or a second tab waits for the first request and gets its answer. A processor
 * that does not answer leaves the row 'charging' for the reconciliation job.
 */
export async function runCheckout(
  ctx: RunCheckoutDeps,
  handlers: CheckoutHandlers,
  input: CheckoutInput & { body: CheckoutBody; tracking?: Tracking },
): Promise<CheckoutOutcome> {
  const { buyer, body } = input;
  // With Stripe the card is typed into Stripe's own form: a number sent here is refused unread.
  if (body.card && ctx.processor.collectsCardsInBrowser)
    throw new DomainError(CARD_NOT_ACCEPTED_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
      card: CARD_NOT_ACCEPTED_MESSAGE,
    });
  const existing = await ctx.transactions.transactionByKey(buyer.id, body.idempotency_key);
  if (existing)
    return existing.status === 'charging' || existing.status === 'fulfilling'
      ? waitForKey(ctx, buyer.id, body.idempotency_key)
      : { txn: settled(existing), payment: null };
  const handler = handlerFor(handlers, input.type);
  const prepared = await handler.prepare(ctx, input).catch(async (error: unknown) => {
    // A repeat of this key that missed the row above may find the first request's purchase done
    // ("already subscribed"): it answers as the key does, like every other repeat.
    if (await ctx.transactions.transactionByKey(buyer.id, body.idempotency_key)) return null;
    throw error;
  });
  if (!prepared) return waitForKey(ctx, buyer.id, body.idempotency_key);
  // The buyer agreed to the total the page showed: a price that moved since (a coupon expired,
  // seats changed in another tab) is shown again instead of charged.
  if (body.expected_amount !== undefined && body.expected_amount !== prepared.amountCents)
    throw new DomainError(PRICE_CHANGED_MESSAGE, STATUS.ALREADY_EXISTS, {
      expected_amount: PRICE_CHANGED_MESSAGE,
    });

  let card: PaymentMethodRow | null = null;
  if (prepared.needsCard !== false) {
    card =
      !body.card && prepared.savedCardId
        ? await ctx.paymentMethods.getPaymentMethod(prepared.savedCardId)
        : null;
  }
  // No card on file: Stripe collects one in the browser; the test processor needs it in the body.
  const inBrowser = prepared.needsCard !== false && !card && ctx.processor.collectsCardsInBrowser;
  if (prepared.needsCard !== false && !card && !inBrowser) {
    if (!body.card)
      throw new DomainError(CARD_REQUIRED_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
        card: CARD_REQUIRED_MESSAGE,
      });
    const saved = await ctx.processor.prepareCard(body.card, input.now);
    card = await ctx.paymentMethods.savePaymentMethod({
      userId: buyer.id,
      processor: ctx.processor.name,
      processorToken: saved.token,
      fingerprint: saved.fingerprint,
      brand: saved.brand,
      last4: saved.last4,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
    });
  }
  if (card) await handler.checkCard?.(ctx, card);

  // Where the buyer came from: the browser's snapshot and the network cookie, else the sign-up's
  // first touch.
  const { attribution, source } = await ctx.growth.attributionOf(buyer.id, body.attribution, input.tracking);
  const txn = await ctx.transactions.insertTransaction({
    id: `txn_${randomUUID()}`,
    userId: buyer.id,
    idempotencyKey: body.idempotency_key,
    checkoutType: input.type,
    planCode: prepared.planCode ?? null,
    courseId: prepared.courseId ?? null,
    status: 'charging',
    amountCents: prepared.amountCents,
    currency: prepared.currency ?? 'USD',
    quantity: prepared.quantity ?? 1,
    couponCode: prepared.couponCode ?? null,
    discountsInfo: prepared.discountsInfo,
    details: {
      ...prepared.details,
      paymentMethodId: card?.id ?? null,
      description: prepared.description,
      country: prepared.country === undefined ? buyer.country : prepared.country,
    },
    processor: ctx.processor.name,
    cardLast4: card?.last4 ?? null,
    attribution,
    source,
  });
  if (!txn) return waitForKey(ctx, buyer.id, body.idempotency_key);
  await ctx.growth.checkoutStarted(txn, input.tracking);

  try {
    // Scarce things are claimed after the row exists and before the charge: a coupon use, seats.
    if (txn.couponCode && !(await ctx.coupons.useCoupon(txn.couponCode)))
      throw new DomainError(COUPON_MESSAGES.USED_UP);
    try {
      await handler.reserve?.(ctx, txn);
    } catch (error) {
      if (txn.couponCode) await ctx.coupons.releaseCoupon(txn.couponCode);
      throw error;
    }
  } catch (error) {
    await ctx.transactions.moveTransaction(txn.id, ['charging'], {
      status: 'failed',
      failureReason: (error as Error).message,
      completedAt: ctx.now(),
    });
    throw error;
  }

  if (inBrowser) return { txn, payment: await openBrowserPayment(ctx, handler, txn, body.idempotency_key) };

  let result: ChargeResult = { status: 'succeeded', chargeId: null, failureReason: null };
  if (prepared.amountCents > 0 && card) {
    try {
      result = await ctx.processor.charge({
        amountCents: prepared.amountCents,
        currency: prepared.currency ?? 'USD',
        idempotencyKey: txn.id,
        card: toSavedCard(card),
        description: prepared.description,
      });
    } catch {
      throw new DomainError(PROCESSOR_DOWN_MESSAGE, STATUS.EXTERNAL_SERVICE_FAILED);
    }
  }
  if (result.status === 'failed') {
    await failTransaction(ctx, handler, txn, result);
    throw new DomainError(result.failureReason ?? 'The payment failed.', STATUS.OPERATION_NOT_ALLOWED);
  }
  if (result.status === 'pending') throw new DomainError(STILL_PROCESSING_MESSAGE, STATUS.ALREADY_EXISTS);
  return { txn: await completeTransaction(ctx, handler, txn, result.chargeId), payment: null };
}

/**
 * Creates the intent the page confirms: a PaymentIntent for the amount prepare() priced (the
 * quote's own figure), or a SetupIntent when nothing is due now (a free trial still needs a
 * card). Our transaction id is Stripe's idempotency key. Without an answer nobody can confirm an
 * intent, so the row is failed at once and the buyer simply tries again.
 */
async function openBrowserPayment(
  ctx: RunCheckoutDeps,
  handler: CheckoutHandler,
  txn: TransactionRow,
  checkoutKey: string,
): Promise<BrowserIntent> {
  let intent: BrowserIntent;
  try {
    if (!ctx.processor.createIntent) throw new Error('processor cannot create intents');
    const saved = await ctx.paymentMethods.latestPaymentMethod(txn.userId);
    intent = await ctx.processor.createIntent({
      userId: txn.userId,
      customerId: saved?.processor === ctx.processor.name ? stripeCustomerOf(saved.processorToken) : null,
      kind: txn.amountCents > 0 ? 'payment' : 'setup',
      amountCents: txn.amountCents,
      currency: txn.currency,
      idempotencyKey: txn.id,
      checkoutKey,
      description: typeof txn.details.description === 'string' ? txn.details.description : txn.checkoutType,
    });
  } catch (error) {
    // Stripe refusing the order (e.g. below its minimum amount) is the buyer's answer; else 503.
    const refused = error instanceof DomainError ? error : null;
    await failTransaction(ctx, handler, txn, {
      status: 'failed',
      chargeId: null,
      failureReason: refused?.message ?? STRIPE_DOWN_MESSAGE,
    });
    throw refused ?? new DomainError(STRIPE_DOWN_MESSAGE, STATUS.EXTERNAL_SERVICE_FAILED);
  }
  await ctx.transactions.updateTransaction(txn.id, { processorChargeId: intent.id });
  return intent;
}

export async function failTransaction(
  ctx: RunCheckoutDeps,
  handler: CheckoutHandler | undefined,
  txn: TransactionRow,
  result: ChargeResult,
): Promise<void> {
  const failed = await ctx.transactions.moveTransaction(txn.id, ['charging'], {
    status: 'failed',
    failureReason: result.failureReason ?? 'The payment failed.',
    processorChargeId: result.chargeId,
    completedAt: ctx.now(),
  });
  if (!failed) return;
  await handler?.release?.(ctx, failed);
  if (failed.couponCode) await ctx.coupons.releaseCoupon(failed.couponCode);
}

/**
 * Applies a charged transaction once: the claim 'charging' -> 'fulfilling' picks one worker
 * (request or reconciliation job), the handler applies it, and 'succeeded' closes it.
 */
export async function completeTransaction(
  ctx: RunCheckoutDeps,
  handler: CheckoutHandler,
  txn: TransactionRow,
  chargeId: string | null,
): Promise<TransactionRow> {
  const claimed =
    (await ctx.transactions.moveTransaction(txn.id, ['charging'], {
      status: 'fulfilling',
      processorChargeId: chargeId,
    })) ?? (txn.status === 'fulfilling' ? txn : null);
  if (!claimed) return settled((await ctx.transactions.getTransaction(txn.id)) as TransactionRow);
  const paymentMethodId = claimed.details.paymentMethodId;
  const card =
    typeof paymentMethodId === 'string' ? await ctx.paymentMethods.getPaymentMethod(paymentMethodId) : null;
  const { subscriptionId } = await handler.fulfil(ctx, claimed, card);
  const done = await ctx.transactions.moveTransaction(claimed.id, ['fulfilling'], {
    status: 'succeeded',
    subscriptionId: subscriptionId ?? claimed.subscriptionId,
    completedAt: ctx.now(),
  });
  await syncBillingFlags(ctx, claimed.userId);
  if (done) await sendReceipt(ctx, done);
  // Once per transaction: only the worker that moved it to 'succeeded' gets `done`.
  if (done) await ctx.growth.paid(done);
  return done ?? ((await ctx.transactions.getTransaction(claimed.id)) as TransactionRow);
}
