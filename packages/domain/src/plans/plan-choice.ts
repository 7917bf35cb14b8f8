import type { FeatureSet, TermMonths } from './plan-catalog';

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
