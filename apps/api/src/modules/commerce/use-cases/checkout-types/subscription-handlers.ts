import {
  ALREADY_SUBSCRIBED_MESSAGE,
  AUDIENCE_CODES,
  DomainError,
  NO_SUBSCRIPTION_MESSAGE,
  NOT_A_DOWNGRADE_MESSAGE,
  NOT_AN_UPGRADE_MESSAGE,
  NOTHING_TO_REACTIVATE_MESSAGE,
  planLabel,
  STATUS,
} from '@learnbox/domain';
import type { PlanRow } from '../../repositories/plans.repository';
import { reactivationOffer } from '../reactivation-offer';
import type { CheckoutDeps, CheckoutHandler, CheckoutInput, PreparedCheckout } from './checkout-handler';

import {
  addMonths,
  endSubscriptionNow,
  isDowngrade,
  livePersonal,
  loadPlan,
  pricePlanCheckout,
  regionOf,
  startSubscription,
  unusedCredit,
} from './checkout-helpers';

const USER_AUDIENCE = [AUDIENCE_CODES.USER];

/** Buy, quick-buy and reactivation all start a fresh personal subscription. */
async function fulfilNewSubscription(ctx: CheckoutDeps, txn: Parameters<CheckoutHandler['fulfil']>[1]) {
  const plan = (await ctx.plans.getPlan(txn.planCode as string)) as PlanRow;
  const now = ctx.now();
  // A paid plan replaces a running free trial.
  const current = await livePersonal(ctx, txn.userId, now);
  if (current?.isTrial) await endSubscriptionNow(ctx, current, now);
  const sub = await startSubscription(ctx, txn, {
    userId: txn.userId,
    plan,
    expiresAt: addMonths(now, plan.months),
    paymentMethodId: (txn.details.paymentMethodId as string | null) ?? null,
  });
  return { subscriptionId: sub.id };
}

async function refuseIfSubscribed(ctx: CheckoutDeps, input: CheckoutInput): Promise<void> {
  const current = await livePersonal(ctx, input.buyer.id, input.now);
  if (current && !current.isTrial) throw new DomainError(ALREADY_SUBSCRIBED_MESSAGE, STATUS.ALREADY_EXISTS);
}

export const subscriptionBuy: CheckoutHandler = {
  async prepare(ctx, input) {
    const plan = await loadPlan(ctx, input.body.plan, USER_AUDIENCE);
    await refuseIfSubscribed(ctx, input);
    return {
      ...(await pricePlanCheckout(ctx, input, plan)),
      details: {},
      description: planLabel(plan.code, plan.name),
    };
  },
  fulfil: fulfilNewSubscription,
};

/** One click: the saved card is charged when no new card is given. */
export const subscriptionQuickBuy: CheckoutHandler = {
  async prepare(ctx, input) {
    const prepared = await subscriptionBuy.prepare(ctx, input);
    const saved = await ctx.paymentMethods.latestPaymentMethod(input.buyer.id);
    return { ...prepared, savedCardId: saved?.id ?? null };
  },
  fulfil: fulfilNewSubscription,
};

export const subscriptionReactivation: CheckoutHandler = {
  async prepare(ctx, input) {
    const plan = await loadPlan(ctx, input.body.plan, USER_AUDIENCE);
    await refuseIfSubscribed(ctx, input);
    const offer = await reactivationOffer(ctx, input.buyer.id, input.now);
    if (!offer) throw new DomainError(NOTHING_TO_REACTIVATE_MESSAGE);
    const priced = await pricePlanCheckout(ctx, input, plan, { reactivationPercent: offer.activePercent });
    return { ...priced, details: {}, description: `${planLabel(plan.code, plan.name)}, reactivated` };
  },
  fulfil: fulfilNewSubscription,
};

/**
 * Upgrade (spec section 2, e.g. 200-12-6000 with monthly_to_annual=true, or 400-24-6000): the new
 * plan starts now and the unused part of the current term is credited (prorated).
 */
export const subscriptionUpgrade: CheckoutHandler = {
  async prepare(ctx, input): Promise<PreparedCheckout> {
    const plan = await loadPlan(ctx, input.body.plan, USER_AUDIENCE);
    const current = await livePersonal(ctx, input.buyer.id, input.now);
    if (!current || current.isTrial) throw new DomainError(NO_SUBSCRIPTION_MESSAGE);
    if (current.planCode === plan.code || isDowngrade(current, plan, input.now))
      throw new DomainError(NOT_AN_UPGRADE_MESSAGE);
    if (plan.featureSet === current.featureSet && plan.months <= current.months)
      throw new DomainError(NOT_AN_UPGRADE_MESSAGE);
    const region = await regionOf(ctx, input, current);
    const priced = await pricePlanCheckout(ctx, region.input, plan);
    const credit = unusedCredit(region.paid, current, priced, input.now);
    return {
      ...priced,
      country: region.input.buyer.country,
      amountCents: priced.amountCents - credit,
      discountsInfo:
        credit > 0
          ? [...priced.discountsInfo, { id: 'proration_credit', amount: credit }]
          : priced.discountsInfo,
      details: { replaces: current.id, monthlyToAnnual: input.body.monthly_to_annual === true },
      description: `Upgrade to ${planLabel(plan.code, plan.name)}`,
      savedCardId: current.paymentMethodId,
    };
  },
  async fulfil(ctx, txn) {
    const plan = (await ctx.plans.getPlan(txn.planCode as string)) as PlanRow;
    const now = ctx.now();
    const replaced = await ctx.subscriptions.getSubscription(String(txn.details.replaces));
    if (replaced) await endSubscriptionNow(ctx, replaced, now);
    const sub = await startSubscription(ctx, txn, {
      userId: txn.userId,
      plan,
      expiresAt: addMonths(now, plan.months),
      paymentMethodId: (txn.details.paymentMethodId as string | null) ?? replaced?.paymentMethodId ?? null,
    });
    return { subscriptionId: sub.id };
  },
};

/** Downgrade (spec section 4 rule): nothing is charged now; the smaller plan starts at renewal. */
export const subscriptionDowngrade: CheckoutHandler = {
  async prepare(ctx, input) {
    const plan = await loadPlan(ctx, input.body.plan, USER_AUDIENCE);
    const current = await livePersonal(ctx, input.buyer.id, input.now);
    if (!current || current.isTrial) throw new DomainError(NO_SUBSCRIPTION_MESSAGE);
    if (!isDowngrade(current, plan, input.now)) throw new DomainError(NOT_A_DOWNGRADE_MESSAGE);
    return {
      amountCents: 0,
      planCode: plan.code,
      discountsInfo: [],
      details: { subscriptionId: current.id, effectiveAt: current.expiresAt.toISOString() },
      description: `Change to ${planLabel(plan.code, plan.name)} at renewal`,
      needsCard: false,
    };
  },
  async fulfil(ctx, txn) {
    const subscriptionId = String(txn.details.subscriptionId);
    await ctx.subscriptions.updateSubscription(subscriptionId, {
      pendingPlanCode: txn.planCode,
      autoRenew: true,
    });
    return { subscriptionId };
  },
};
