/**
 * Subscription codes and categories (spec section 3 "Subscription", section 4 "Status codes",
 * section 6 "Subscription categories").
 */

/** Subscription status codes (spec section 4: 7001 active, 7002 expired). */
export const SUBSCRIPTION_STATUS = { ACTIVE: 7001, EXPIRED: 7002 } as const;
/** One of SUBSCRIPTION_STATUS (spec section 4: 7001 active, 7002 expired). */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUS)[keyof typeof SUBSCRIPTION_STATUS];

/**
 * The second status pair of spec section 4 (9001 active, 9002 inactive). The spec does not say
 * what carries it; we use it for an organization seat or membership.
 */
export const MEMBERSHIP_STATUS = { ACTIVE: 9001, INACTIVE: 9002 } as const;
/** One of MEMBERSHIP_STATUS (spec section 4: 9001 active, 9002 inactive). */
export type MembershipStatus = (typeof MEMBERSHIP_STATUS)[keyof typeof MEMBERSHIP_STATUS];

/** True for status 7001 (spec section 4). */
export function isSubscriptionActive(status: number | null | undefined): boolean {
  return status === SUBSCRIPTION_STATUS.ACTIVE;
}

/** True for status 9001 (spec section 4). */
export function isMembershipActive(status: number | null | undefined): boolean {
  return status === MEMBERSHIP_STATUS.ACTIVE;
}

/** subscription_sub_type values (spec section 3 "Subscription"). */
export const SUBSCRIPTION_SUB_TYPES = ['TEAM', 'ENTERPRISE', 'ENTERPRISE_PLUS'] as const;
/** One of SUBSCRIPTION_SUB_TYPES (spec section 3 "Subscription"). */
export type SubscriptionSubType = (typeof SUBSCRIPTION_SUB_TYPES)[number];

/** subscription_type values (spec section 3: 7001 paid subscription, 7004 paid through self checkout). */
export const SUBSCRIPTION_TYPES = { PAID: 7001, SELF_CHECKOUT: 7004 } as const;
/** One of SUBSCRIPTION_TYPES (spec section 3: 7001 paid subscription, 7004 paid through self checkout). */
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[keyof typeof SUBSCRIPTION_TYPES];

/** The subscription fields the category checks read (spec section 3 "Subscription"). */
export interface SubscriptionKind {
  subscription_sub_type?: string | null;
  subscription_type?: number | null;
}

/** Paid team: a TEAM subscription with type 7001 or 7004 (spec section 6). */
export function isPaidTeamSubscription(sub: SubscriptionKind | null | undefined): boolean {
  return (
    sub?.subscription_sub_type === 'TEAM' &&
    (sub.subscription_type === SUBSCRIPTION_TYPES.PAID ||
      sub.subscription_type === SUBSCRIPTION_TYPES.SELF_CHECKOUT)
  );
}

/** Enterprise: an ENTERPRISE subscription of type 7001 only (spec section 6). */
export function isEnterpriseSubscription(sub: SubscriptionKind | null | undefined): boolean {
  return sub?.subscription_sub_type === 'ENTERPRISE' && sub.subscription_type === SUBSCRIPTION_TYPES.PAID;
}

/** First of the two enterprise-plus checks: ENTERPRISE_PLUS with type 7001 (spec section 6). */
export function isEnterprisePlusPaid(sub: SubscriptionKind | null | undefined): boolean {
  return (
    sub?.subscription_sub_type === 'ENTERPRISE_PLUS' && sub.subscription_type === SUBSCRIPTION_TYPES.PAID
  );
}

/** Second of the two enterprise-plus checks: ENTERPRISE_PLUS with type 7004 (spec section 6). */
export function isEnterprisePlusSelfCheckout(sub: SubscriptionKind | null | undefined): boolean {
  return (
    sub?.subscription_sub_type === 'ENTERPRISE_PLUS' &&
    sub.subscription_type === SUBSCRIPTION_TYPES.SELF_CHECKOUT
  );
}

/** Enterprise plus: either of the two separate checks, 7001 or 7004 (spec section 6). */
export function isEnterprisePlusSubscription(sub: SubscriptionKind | null | undefined): boolean {
  return isEnterprisePlusPaid(sub) || isEnterprisePlusSelfCheckout(sub);
}
