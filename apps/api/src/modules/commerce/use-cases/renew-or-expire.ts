import { planLabel } from '@learnbox/domain';
import type { Commerce } from '../compose';
import type { PlanPricingDeps } from '../pricing/plan-pricing';
import { currencyFor, quotePlan } from '../pricing/plan-pricing';
import type { PlanRow } from '../repositories/plans.repository';
import type { SubscriptionRow } from '../repositories/subscriptions.repository';
import { addMonths } from './checkout-types/checkout-helpers';
import { toSavedCard } from './run-checkout';
import type { SyncBillingFlagsDeps } from './sync-billing-flags';
import { syncBillingFlags } from './sync-billing-flags';
import type { SyncOrganizationSubscriptionDeps } from './sync-organization-subscription';
import { syncOrganizationSubscription } from './sync-organization-subscription';

/** What this use case works with. */
export type RenewOrExpireDeps = Pick<
  Commerce,
  'entitlements' | 'now' | 'paymentMethods' | 'plans' | 'processor' | 'subscriptions' | 'transactions'
> &
  SyncBillingFlagsDeps &
  SyncOrganizationSubscriptionDeps &
  PlanPricingDeps;

/**
 * The renewal and expiry job (status 7001 -> 7002, spec section 4). A subscription whose term has
 * ended renews when it auto-renews and has a card (a trial renews onto its plan, a pending
 * downgrade takes effect here); otherwise, or when the charge fails, it expires. Safe on several
 * api copies: the renewal charge goes through a transaction whose idempotency key names the
 * subscription and term, and expiry/extension are conditional updates only one copy wins.
 */
export async function renewOrExpire(ctx: RenewOrExpireDeps): Promise<{ renewed: number; expired: number }> {
  const now = ctx.now();
  let renewed = 0;
  let expired = 0;
  for (const sub of await ctx.subscriptions.dueSubscriptions(now)) {
    if (await tryRenew(ctx, sub, now)) renewed += 1;
    else if (await ctx.subscriptions.expireIfActive(sub.id, sub.expiresAt)) {
      if (sub.entitlementId) await ctx.entitlements.expire(sub.entitlementId, sub.expiresAt);
      expired += 1;
    }
    await syncBillingFlags(ctx, sub.userId);
    if (sub.organizationId) await syncOrganizationSubscription(ctx, sub.organizationId);
  }
  return { renewed, expired };
}

async function tryRenew(ctx: RenewOrExpireDeps, sub: SubscriptionRow, now: Date): Promise<boolean> {
  if (!sub.autoRenew || !sub.paymentMethodId) return false;
  const card = await ctx.paymentMethods.getPaymentMethod(sub.paymentMethodId);
  const plan = await ctx.plans.getPlan(sub.pendingPlanCode ?? sub.planCode);
  if (!card || !plan) return false;
  const key = `renewal:${sub.id}:${sub.expiresAt.toISOString()}`;
  // The region of the purchase keeps its currency and regional discount at renewal.
  const history = await ctx.transactions.transactionsOf(sub.userId);
  const origin = history.find((txn) => txn.subscriptionId === sub.id && txn.status === 'succeeded');
  const country = typeof origin?.details.country === 'string' ? origin.details.country : null;
  // A team or enterprise term renews with every seat it has now, seats bought mid-term included.
  const amount = renewalPrice(ctx, plan, { country, seats: sub.seats }, now);
  const currency = currencyFor(ctx, country);
  const txn =
    (await ctx.transactions.insertTransaction({
      id: `txn_renew_${sub.id}_${sub.expiresAt.getTime()}`,
      userId: sub.userId,
      idempotencyKey: key,
      checkoutType: 'renewal',
      planCode: plan.code,
      status: 'charging',
      amountCents: amount,
      currency,
      quantity: sub.seats,
      processor: ctx.processor.name,
      cardLast4: card.last4,
      // A renewal is revenue of the source that won the first payment.
      attribution: origin?.attribution ?? {},
      source: origin?.source ?? 'direct',
      subscriptionId: sub.id,
      details: {
        description: `Renewal of ${planLabel(plan.code, plan.name)}${sub.organizationId ? `, ${sub.seats} seats` : ''}`,
        country,
        ...(sub.organizationId ? { organizationId: sub.organizationId, seats: sub.seats } : {}),
      },
    })) ?? null;
  if (!txn) return false; // another copy is renewing this term
  const result = await ctx.processor
    .charge({
      amountCents: amount,
      currency,
      idempotencyKey: txn.id,
      card: toSavedCard(card),
      description: 'Renewal',
    })
    .catch(() => null);
  // Unknown outcome, or Stripe waits for the cardholder: the reconciliation job settles it later.
  if (!result || result.status === 'pending') return true; // keep access meanwhile
  if (result.status === 'failed') {
    await ctx.transactions.moveTransaction(txn.id, ['charging'], {
      status: 'failed',
      failureReason: result.failureReason,
      completedAt: now,
    });
    return false;
  }
  await applyRenewal(ctx, sub, plan, txn.id, result.chargeId);
  return true;
}

/** Extends the term after a paid renewal and closes its transaction (also used by reconciliation). */
export async function applyRenewal(
  ctx: RenewOrExpireDeps,
  sub: SubscriptionRow,
  plan: PlanRow,
  transactionId: string,
  chargeId: string | null,
): Promise<void> {
  const now = ctx.now();
  const expiresAt = addMonths(sub.expiresAt, plan.months);
  const extended = await ctx.subscriptions.extendIf(sub.id, sub.expiresAt, {
    expiresAt,
    isTrial: false,
    planCode: plan.code,
    featureSet: plan.featureSet,
    months: plan.months,
    pendingPlanCode: null,
  });
  if (extended?.entitlementId) await ctx.entitlements.expire(extended.entitlementId, sub.expiresAt);
  // Organization plans grant nothing personal: their seats follow the subscription row itself.
  if (extended && !sub.organizationId) {
    const entitlementId = await ctx.entitlements.grant({
      userId: sub.userId,
      kind: 'subscription',
      startsAt: sub.expiresAt,
      expiresAt,
      source: `renewal:${transactionId}`,
    });
    await ctx.subscriptions.updateSubscription(sub.id, { entitlementId });
  }
  await ctx.transactions.moveTransaction(transactionId, ['charging'], {
    status: 'succeeded',
    processorChargeId: chargeId,
    completedAt: now,
  });
}

/** A renewal pays the plan's standing, special and regional discounts, not one-off coupons. */
function renewalPrice(
  ctx: RenewOrExpireDeps,
  plan: PlanRow,
  buyer: { country: string | null; seats: number },
  now: Date,
): number {
  return quotePlan(ctx, plan, { ...buyer, isGithubUser: false }, now).price;
}
