import { describe, expect, it } from 'vitest';
import {
  isEnterprisePlusPaid,
  isEnterprisePlusSelfCheckout,
  isEnterprisePlusSubscription,
  isEnterpriseSubscription,
  isMembershipActive,
  isPaidTeamSubscription,
  isSubscriptionActive,
  MEMBERSHIP_STATUS,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_SUB_TYPES,
  SUBSCRIPTION_TYPES,
} from './subscription-codes';

describe('status codes (spec section 4)', () => {
  it('has 7001/7002 and 9001/9002', () => {
    expect(SUBSCRIPTION_STATUS).toEqual({ ACTIVE: 7001, EXPIRED: 7002 });
    expect(MEMBERSHIP_STATUS).toEqual({ ACTIVE: 9001, INACTIVE: 9002 });
  });

  it.each([
    [7001, true],
    [7002, false],
    [null, false],
  ])('subscription status %j active: %s', (status, expected) => {
    expect(isSubscriptionActive(status)).toBe(expected);
  });

  it.each([
    [9001, true],
    [9002, false],
    [undefined, false],
  ])('membership status %j active: %s', (status, expected) => {
    expect(isMembershipActive(status)).toBe(expected);
  });
});

describe('subscription categories (spec sections 3 and 6)', () => {
  it('has the sub-types and types', () => {
    expect(SUBSCRIPTION_SUB_TYPES).toEqual(['TEAM', 'ENTERPRISE', 'ENTERPRISE_PLUS']);
    expect(SUBSCRIPTION_TYPES).toEqual({ PAID: 7001, SELF_CHECKOUT: 7004 });
  });

  // sub-type, type, paid team, enterprise, e+ paid, e+ self checkout, e+
  it.each([
    ['TEAM', 7001, true, false, false, false, false],
    ['TEAM', 7004, true, false, false, false, false],
    ['TEAM', 7002, false, false, false, false, false],
    ['ENTERPRISE', 7001, false, true, false, false, false],
    ['ENTERPRISE', 7004, false, false, false, false, false],
    ['ENTERPRISE_PLUS', 7001, false, false, true, false, true],
    ['ENTERPRISE_PLUS', 7004, false, false, false, true, true],
    ['ENTERPRISE_PLUS', 7002, false, false, false, false, false],
  ] as const)('%s %i', (subType, type, team, enterprise, plusPaid, plusSelf, plus) => {
    const sub = { subscription_sub_type: subType, subscription_type: type };
    expect(isPaidTeamSubscription(sub)).toBe(team);
    expect(isEnterpriseSubscription(sub)).toBe(enterprise);
    expect(isEnterprisePlusPaid(sub)).toBe(plusPaid);
    expect(isEnterprisePlusSelfCheckout(sub)).toBe(plusSelf);
    expect(isEnterprisePlusSubscription(sub)).toBe(plus);
  });

  it('treats no subscription as none of them', () => {
    expect(isPaidTeamSubscription(null)).toBe(false);
    expect(isEnterpriseSubscription(undefined)).toBe(false);
    expect(isEnterprisePlusSubscription(null)).toBe(false);
  });
});
