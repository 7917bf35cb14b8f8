import { DomainError } from '../errors/domain-error';
import { type FeatureSet, PLAN_TIERS } from '../plans/plan-catalog';
import type { MinorUnits } from './money';

/**
 * Discount percent = the rounded relative price drop, minimum 0 (spec section 5).
 * A price that rose, or a zero/negative original price, gives 0 rather than a negative or
 * infinite percentage.
 */
export function computeDiscountPercent(original: MinorUnits, discounted: MinorUnits): number {
  if (!(original > 0) || !Number.isFinite(discounted)) return 0;
  return Math.max(0, Math.round(((original - discounted) / original) * 100));
}

function assertPercent(value: number): void {
  if (!(value >= 0 && value <= 100))
    throw new DomainError(`Discount percent must be within 0-100 (got ${value})`);
}

/**
 * Stacks two percentage discounts: 100 - 100*(1-a/100)*(1-b/100) (spec section 9).
 * The result is rounded to 6 decimals to drop binary noise (10 and 20 give 28, not
 * 27.999999999999986); rounding the same product keeps the operation commutative.
 */
export function stackDiscounts(a: number, b: number): number {
  assertPercent(a);
  assertPercent(b);
  const combined = 100 - 100 * (1 - a / 100) * (1 - b / 100);
  return Math.round(combined * 1e6) / 1e6;
}

/** Stacks any number of discounts (spec section 9); none gives 0. */
export function stackAllDiscounts(percents: readonly number[]): number {
  return percents.reduce((total, next) => stackDiscounts(total, next), 0);
}

/** Line-item ids the spec names in discounts_info (spec section 3 "Subscription plan"). */
export const REGIONAL_DISCOUNT_ID = 'regional_discount';
/** The github discount line item (spec section 3). */
export const GITHUB_DISCOUNT_ID = 'github_discount';

/** One discount line item of discounts_info (spec section 3 "Subscription discount info"). */
export interface DiscountLineItem {
  id: string;
  percentage: number;
}

/**
 * The non-regional combination: every line item stacked except the github and regional
 * discounts (spec section 9 "Github and regional discounts are excluded").
 */
export function combineNonRegionalDiscounts(lineItems: readonly DiscountLineItem[]): number {
  return stackAllDiscounts(
    lineItems
      .filter((item) => item.id !== REGIONAL_DISCOUNT_ID && item.id !== GITHUB_DISCOUNT_ID)
      .map((item) => item.percentage),
  );
}

/**
 * The best discount across plans, ignoring the L2C feature set (spec section 9 "The best discount
 * excludes the L2C feature set"); 0 when no plan qualifies. Used for 'up to {n}%' wording.
 */
export function findBestDiscountPercent(
  plans: readonly { featureSet: FeatureSet; discountPercent: number }[],
): number {
  return plans
    .filter((plan) => plan.featureSet !== PLAN_TIERS.L2C)
    .reduce((best, plan) => Math.max(best, plan.discountPercent), 0);
}
