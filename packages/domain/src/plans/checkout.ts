import { DomainError } from '../errors/domain-error';
import { formatPlanCode, type PlanCode } from './plan-code';

/** The 19 checkout types of spec section 2 "Checkout types", in the spec's order. */
export const CHECKOUT_TYPES = [
  'subscription-buy',
  'subscription-gift',
  'subscription-upgrade',
  'subscription-downgrade',
  'subscription-quick-buy',
  'subscription-reactivation',
  'b2c-trial-avail',
  'b2c-trial-quick-avail',
  'enterprise-subscription-buy',
  'enterprise-subscription-upgrade',
  'enterprise-subscription-reactivation',
  'team-subscription-buy',
  'team-subscription-seats-purchase',
  'team-subscription-reactivation',
  'course-purchase',
  'certificate-purchase',
  'enterprise-seats-purchase',
  'coupon-purchase',
  'loggedout-enterprise-purchase',
] as const;
/** One of the 19 CHECKOUT_TYPES (spec section 2). */
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

/** True for one of the 19 checkout types (spec section 2). */
export function isCheckoutType(value: unknown): value is CheckoutType {
  return typeof value === 'string' && (CHECKOUT_TYPES as readonly string[]).includes(value);
}

/** Parses a checkout type from a route segment; throws a DomainError naming the bad value (spec section 2). */
export function parseCheckoutType(value: string): CheckoutType {
  if (isCheckoutType(value)) return value;
  throw new DomainError(`Unknown checkout type '${value}'; expected one of ${CHECKOUT_TYPES.join(', ')}`);
}

/**
 * Builds `/checkout/{checkout_type}?plan={plan_code}` (spec section 2), with
 * `monthly_to_annual=true` for the annual upgrade (spec section 2, example 200-12-6000).
 */
export function buildCheckoutPath(
  type: CheckoutType,
  plan: PlanCode | string,
  options: { monthlyToAnnual?: boolean } = {},
): string {
  const params = new URLSearchParams({ plan: typeof plan === 'string' ? plan : formatPlanCode(plan) });
  if (options.monthlyToAnnual) params.set('monthly_to_annual', 'true');
  return `/checkout/${type}?${params.toString()}`;
}
