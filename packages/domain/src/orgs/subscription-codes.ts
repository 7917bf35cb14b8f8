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
