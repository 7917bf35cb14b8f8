import {
  DomainError,
  type FeatureSet,
  isPlanDowngrade,
  PLAN_REQUIRED_MESSAGE,
  parsePlanCode,
  prorateCredit,
  STATUS,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_TYPES,
  type TermMonths,
  UNKNOWN_PLAN_MESSAGE,
  WRONG_AUDIENCE_MESSAGE,
} from '@learnbox/domain';
import { currencyFor, quotePlan } from '../../pricing/plan-pricing';
import type { PlanRow } from '../../repositories/plans.repository';
import type { SubscriptionRow } from '../../repositories/subscriptions.repository';
import type { TransactionRow } from '../../repositories/transactions.repository';
import { resolveCoupon } from '../resolve-coupon';
import { currentPersonalSubscription } from '../sync-billing-flags';
import type { CheckoutDeps, CheckoutInput, PreparedCheckout } from './checkout-handler';

export const DAY_MS = 24 * 3600 * 1000;

/** Adds calendar months (UTC), the way a subscription term runs. */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** The plan named by ?plan=, for one of the audiences this checkout sells to. */
export async function loadPlan(
  ctx: CheckoutDeps,
  code: string | undefined,
  audiences: number[],
): Promise<PlanRow> {
  if (!code)
    throw new DomainError(PLAN_REQUIRED_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
      plan: PLAN_REQUIRED_MESSAGE,
    });
  parsePlanCode(code);
  const plan = await ctx.plans.getPlan(code);
  if (!plan?.active) throw new DomainError(UNKNOWN_PLAN_MESSAGE, STATUS.NOT_FOUND);
  if (!audiences.includes(plan.audience)) throw new DomainError(WRONG_AUDIENCE_MESSAGE);
  return plan;
}

export async function livePersonal(
  ctx: CheckoutDeps,
  userId: string,
  now: Date,
): Promise<SubscriptionRow | null> {
  const subs = (await ctx.subscriptions.subscriptionsOf(userId)).filter((sub) => sub.organizationId === null);
  return currentPersonalSubscription(subs, now);
}

export function asHeld(sub: SubscriptionRow) {
  return {
    featureSet: sub.featureSet as FeatureSet,
    months: sub.months as TermMonths,
    expiresAt: sub.expiresAt.getTime(),
  };
}

export function isDowngrade(sub: SubscriptionRow, plan: PlanRow, now: Date): boolean {
  return isPlanDowngrade(
    asHeld(sub),
    { featureSet: plan.featureSet as FeatureSet, months: plan.months as TermMonths },
    now.getTime(),
  );
}

/**
 * The region a live subscription is priced in: the country stored on its newest paying transaction
 * (the buyer's own when it has none, so nothing is credited). Upgrades and added seats stay in it,
 * as renewals do: a credit is never subtracted in another currency than it was paid in, and an
 * admin's whereabouts today do not reprice a term bought elsewhere.
 */
export async function regionOf(
  ctx: CheckoutDeps,
  input: CheckoutInput,
  sub: SubscriptionRow,
): Promise<{ input: CheckoutInput; paid: TransactionRow | undefined }> {
  const paid = (await ctx.transactions.transactionsOf(sub.userId)).find(
    (txn) => txn.subscriptionId === sub.id && txn.status === 'succeeded',
  );
  if (!paid) return { input, paid };
  const country = typeof paid.details.country === 'string' ? paid.details.country : null;
  return { input: { ...input, buyer: { ...input.buyer, country } }, paid };
}

/**
 * The unused part of what was paid for a term, as a credit on a price in `currency` (a payment in
 * another currency, left from a REGIONAL_CURRENCIES change, is not credited at face value).
 */
export function unusedCredit(
  paid: TransactionRow | undefined,
  sub: SubscriptionRow,
  price: { amountCents: number; currency?: string },
  now: Date,
): number {
  if (!paid || paid.currency !== (price.currency ?? 'USD')) return 0;
  return Math.min(
    price.amountCents,
    prorateCredit(paid.amountCents, sub.startsAt.getTime(), sub.expiresAt.getTime(), now.getTime()),
  );
}

/** Prices a plan for this buyer with an optional coupon: the prepared part every plan checkout shares. */
export async function pricePlanCheckout(
  ctx: CheckoutDeps,
  input: CheckoutInput,
  plan: PlanRow,
  extra: { reactivationPercent?: number; seats?: number } = {},
): Promise<
  Pick<
    PreparedCheckout,
    'amountCents' | 'currency' | 'planCode' | 'couponCode' | 'discountsInfo' | 'quantity'
  >
> {
  const coupon = input.body.coupon
    ? await resolveCoupon(
        ctx,
        input.body.coupon,
        {
          scope: 'subscription',
          planCode: plan.code,
          checkoutType: input.type,
          isGithubUser: input.buyer.isGithubUser,
        },
        input.now,
      )
    : null;
  const quote = quotePlan(
    ctx,
    plan,
    {
      country: input.buyer.country,
      isGithubUser: input.buyer.isGithubUser,
      couponPercent: coupon?.percentOff ?? 0,
      reactivationPercent: extra.reactivationPercent,
      seats: extra.seats,
    },
    input.now,
  );
  return {
    amountCents: quote.price,
    currency: currencyFor(ctx, input.buyer.country),
    planCode: plan.code,
    couponCode: coupon?.code ?? null,
    discountsInfo: quote.lineItems.map(({ id, amount }) => ({ id, amount })),
    quantity: extra.seats ?? 1,
  };
}

/**
 * Starts a subscription for a fulfilled transaction, once: its id comes from the transaction, so
 * running fulfilment again (reconciliation) finds it instead of creating a second one. Grants the
 * subscription entitlement content reads.
 */
export async function startSubscription(
  ctx: CheckoutDeps,
  txn: TransactionRow,
  input: {
    userId: string;
    plan: PlanRow;
    expiresAt: Date;
    isTrial?: boolean;
    organizationId?: string | null;
    subType?: string | null;
    seats?: number;
    paymentMethodId?: string | null;
    suffix?: string;
  },
): Promise<SubscriptionRow> {
  const id = `sub_${txn.id.replace(/^txn_/, '')}${input.suffix ?? ''}`;
  const existing = await ctx.subscriptions.getSubscription(id);
  if (existing) return existing;
  const now = ctx.now();
  // An organization's plan gives access through seats (the buyer holds one as admin), derived at
  // read time; a personal grant would outlive the buyer's removal from the organization.
  const entitlementId = input.organizationId
    ? null
    : await ctx.entitlements.grant({
        userId: input.userId,
        kind: 'subscription',
        startsAt: now,
        expiresAt: input.expiresAt,
        source: `${input.isTrial ? 'trial' : 'purchase'}:${txn.id}`,
      });
  return ctx.subscriptions.insertSubscription({
    id,
    userId: input.userId,
    organizationId: input.organizationId ?? null,
    planCode: input.plan.code,
    featureSet: input.plan.featureSet,
    months: input.plan.months,
    status: SUBSCRIPTION_STATUS.ACTIVE,
    subscriptionType: SUBSCRIPTION_TYPES.SELF_CHECKOUT,
    subType: input.subType ?? null,
    isTrial: input.isTrial ?? false,
    startsAt: now,
    expiresAt: input.expiresAt,
    seats: input.seats ?? 1,
    maxSeats: input.seats ? input.plan.maxSeats : 1,
    paymentMethodId: input.paymentMethodId ?? null,
    entitlementId,
  });
}

/** Ends a subscription now (upgrade replaced it, trial cancelled) with its entitlement. */
export async function endSubscriptionNow(ctx: CheckoutDeps, sub: SubscriptionRow, now: Date): Promise<void> {
  const ended = await ctx.subscriptions.expireIfActive(sub.id, now);
  if (ended?.entitlementId) await ctx.entitlements.expire(ended.entitlementId, now);
}
