import { describe, expect, it } from 'vitest';
import {
  isMembershipActive,
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
});
