import type { SubscriptionPlan } from '@learnbox/contracts';
import {
  computeDiscountPercent,
  GITHUB_DISCOUNT_ID,
  type PriceQuote,
  type QuoteDiscount,
  quotePrice,
  REGIONAL_DISCOUNT_ID,
} from '@learnbox/domain';
import type { Commerce } from '../compose';
import type { PlanRow } from '../repositories/plans.repository';
import { toRegionalMinorUnits } from './regional-discounts';

/** What this use case works with. */
export type PlanPricingDeps = Pick<
  Commerce,
  'githubDiscountPercent' | 'regionalCurrencies' | 'regionalDiscounts'
>;

/** Who is buying and from where: decides which discount line items apply. */
export interface PricingBuyer {
  country: string | null;
  isGithubUser: boolean;
  couponPercent?: number;
  reactivationPercent?: number;
  seats?: number;
}

export function isSpecialDiscountActive(plan: PlanRow, now: Date): boolean {
  return (
    plan.specialDiscountPercent > 0 &&
    (plan.specialDiscountEndsAt === null || plan.specialDiscountEndsAt.getTime() > now.getTime())
  );
}

/** The ordered discounts of a plan for a buyer (spec section 3 discounts_info). */
export function discountsFor(
  ctx: PlanPricingDeps,
  plan: PlanRow,
  buyer: PricingBuyer,
  now: Date,
): QuoteDiscount[] {
  const regional = buyer.country ? (ctx.regionalDiscounts.get(buyer.country) ?? 0) : 0;
  return [
    { id: 'plan_discount', percentage: plan.planDiscountPercent },
    {
      id: 'special_discount',
      percentage: isSpecialDiscountActive(plan, now) ? plan.specialDiscountPercent : 0,
    },
    { id: 'reactivation_discount', percentage: buyer.reactivationPercent ?? 0 },
    { id: 'coupon', percentage: buyer.couponPercent ?? 0 },
    { id: GITHUB_DISCOUNT_ID, percentage: buyer.isGithubUser ? ctx.githubDiscountPercent : 0 },
    { id: REGIONAL_DISCOUNT_ID, percentage: regional },
  ];
}

/** The currency a buyer from this country pays in (REGIONAL_CURRENCIES; USD otherwise). */
export function currencyFor(ctx: PlanPricingDeps, country: string | null): string {
  return (country ? ctx.regionalCurrencies.get(country)?.currency : undefined) ?? 'USD';
}

/**
 * Price of a plan for a buyer, in minor units of the buyer's currency (the catalogue's USD list
 * price converted first, then discounted); team and enterprise plans are per seat.
 */
export function quotePlan(ctx: PlanPricingDeps, plan: PlanRow, buyer: PricingBuyer, now: Date): PriceQuote {
  const seats = plan.maxSeats > 1 ? Math.max(buyer.seats ?? plan.minSeats, 1) : 1;
  const region = buyer.country ? ctx.regionalCurrencies.get(buyer.country) : undefined;
  return quotePrice(
    toRegionalMinorUnits(plan.listPriceCents * seats, region),
    discountsFor(ctx, plan, buyer, now),
  );
}

/** The plan shape of spec section 3 "Subscription plan". */
export function toPlanShape(
  ctx: PlanPricingDeps,
  plan: PlanRow,
  buyer: PricingBuyer,
  now: Date,
  subscription: { planCode: string; expiresAt: Date } | null,
): SubscriptionPlan {
  const quote = quotePlan(ctx, plan, { ...buyer, seats: 1 }, now);
  const special = isSpecialDiscountActive(plan, now) ? plan.specialDiscountPercent : 0;
  const isCurrent = subscription?.planCode === plan.code;
  return {
    plan_code: plan.code,
    name: plan.name,
    feature_set_type: plan.featureSet,
    validity_months: plan.months,
    subscription_plan_type: plan.audience,
    currency: currencyFor(ctx, buyer.country),
    list_price: quote.listPrice,
    monthly_discounted_price: Math.round(quote.price / plan.months),
    discounted_price: quote.price,
    discounted_price_before_regional: quote.priceBeforeRegional,
    discount_percent: computeDiscountPercent(quote.listPrice, quote.price),
    special_discount_available: special > 0,
    special_discount: special,
    updated_special_discount: special,
    expiration_date: isCurrent && subscription ? subscription.expiresAt.toISOString() : null,
    is_user_subscribed: isCurrent,
    trial_days: plan.trialDays,
    min_seats: plan.minSeats,
    max_seats: plan.maxSeats,
    discounts_info: quote.lineItems,
  };
}
