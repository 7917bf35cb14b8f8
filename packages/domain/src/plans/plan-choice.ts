import { type FeatureSet, SUBSCRIPTION_TERMS, type TermMonths } from './plan-catalog';

/** The user plan is the 24-month plan (spec section 9 "Plans and pricing"). */
export const USER_PLAN_MONTHS = SUBSCRIPTION_TERMS.BIENNIAL;

/**
 * The plan a user holds now, for the downgrade rule. `expiresAt` is epoch ms; null means the
 * plan has no end date (it renews until cancelled), so it counts as unexpired.
 */
export interface HeldPlan {
  featureSet: FeatureSet;
  months: TermMonths;
  expiresAt: number | null;
}

/**
 * Whether choosing `target` is a downgrade (spec section 4 "Plan downgrade"): only while the
 * held plan is unexpired, and when the target has the same feature set and fewer months, or a
 * lower feature set. The spec's sentence reads "the current plan has ... fewer months"; we read
 * it as the target having fewer months than the current plan, since an annual holder moving to
 * monthly is what a real product treats as a downgrade. An expired plan is a fresh purchase.
 */
export function isPlanDowngrade(
  current: HeldPlan | null,
  target: { featureSet: FeatureSet; months: TermMonths },
  now: number,
): boolean {
  if (!current) return false;
  if (current.expiresAt !== null && current.expiresAt <= now) return false;
  if (target.featureSet < current.featureSet) return true;
  return target.featureSet === current.featureSet && target.months < current.months;
}

/** Whether the user already holds the 24-month user plan (spec section 9). */
export function holdsUserPlan(current: { months: TermMonths } | null | undefined): boolean {
  return current?.months === USER_PLAN_MONTHS;
}

/**
 * The term the premium choice looks at: 24 months when the user already holds the 24-month plan,
 * otherwise 12 (spec section 9; e.g. 400-24-6000 is the Premium Plus upgrade of a 24-month holder).
 */
export function choosePremiumTermMonths(holdsTwentyFourMonthPlan: boolean): TermMonths {
  return holdsTwentyFourMonthPlan ? SUBSCRIPTION_TERMS.BIENNIAL : SUBSCRIPTION_TERMS.ANNUAL;
}

/**
 * Picks the premium plan to offer from the listed plans (spec section 9): the given premium
 * feature set at the term of `choosePremiumTermMonths`. Undefined when the catalogue lacks it.
 */
export function selectPremiumPlan<P extends { featureSet: FeatureSet; months: TermMonths }>(
  plans: readonly P[],
  premiumFeatureSet: FeatureSet,
  holdsTwentyFourMonthPlan: boolean,
): P | undefined {
  const months = choosePremiumTermMonths(holdsTwentyFourMonthPlan);
  return plans.find((plan) => plan.featureSet === premiumFeatureSet && plan.months === months);
}
