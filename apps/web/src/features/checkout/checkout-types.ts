import type { CheckoutType } from '@learnbox/domain';

export { CHECKOUT_TYPES, type CheckoutType, isCheckoutType } from '@learnbox/domain';

/** A label people can read for each of the 19 checkout types of spec section 2. */
export const CHECKOUT_TYPE_LABELS = {
  'subscription-buy': 'Buy a subscription',
  'subscription-gift': 'Gift a subscription',
  'subscription-upgrade': 'Upgrade your subscription',
  'subscription-downgrade': 'Change to a smaller plan',
  'subscription-quick-buy': 'Quick subscription checkout',
  'subscription-reactivation': 'Reactivate your subscription',
  'b2c-trial-avail': 'Start your free trial',
  'b2c-trial-quick-avail': 'Start your free trial',
  'enterprise-subscription-buy': 'Buy an enterprise subscription',
  'enterprise-subscription-upgrade': 'Upgrade your enterprise subscription',
  'enterprise-subscription-reactivation': 'Reactivate your enterprise subscription',
  'team-subscription-buy': 'Buy a team subscription',
  'team-subscription-seats-purchase': 'Buy more team seats',
  'team-subscription-reactivation': 'Reactivate your team subscription',
  'course-purchase': 'Buy a course',
  'certificate-purchase': 'Buy a certificate',
  'enterprise-seats-purchase': 'Buy more enterprise seats',
  'coupon-purchase': 'Buy a coupon',
  'loggedout-enterprise-purchase': 'Buy for your organization',
} as const satisfies Record<CheckoutType, string>;

export interface CheckoutQuery {
  /** Plan code as sent (`product-months-audience`, e.g. 200-12-6000); null when absent. */
  plan: string | null;
  /** `post_checkout=true` marks a return from checkout (spec section 2). */
  postCheckout: boolean;
  /** `monthly_to_annual=true` on the annual upgrade link (spec section 2). */
  monthlyToAnnual?: boolean;
  /** The course of a course or certificate purchase. */
  courseId?: string | null;
  /** The organization whose seats or term are bought (team page links). */
  organizationId?: string | null;
}

type SearchValue = string | string[] | undefined;
const first = (value: SearchValue): string | undefined => (Array.isArray(value) ? value[0] : value);

export function parseCheckoutQuery(search: Record<string, SearchValue>): CheckoutQuery {
  const plan = first(search.plan)?.trim();
  const courseId = (first(search.course_id) ?? first(search.course))?.trim();
  const organizationId = first(search.organization)?.trim();
  return {
    plan: plan ? plan : null,
    postCheckout: first(search.post_checkout) === 'true',
    monthlyToAnnual: first(search.monthly_to_annual) === 'true',
    courseId: courseId ? courseId : null,
    organizationId: organizationId ? organizationId : null,
  };
}
