import { describe, expect, it } from 'vitest';
import { buildCheckoutPath, CHECKOUT_TYPES, isCheckoutType, parseCheckoutType } from './checkout';

describe('checkout (spec section 2)', () => {
  it('has the 19 checkout types in order', () => {
    expect(CHECKOUT_TYPES).toEqual([
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
    ]);
    expect(CHECKOUT_TYPES).toHaveLength(19);
  });

  it.each([
    ['coupon-purchase', true],
    ['subscription-sell', false],
    [42, false],
  ])('isCheckoutType(%j) is %s', (value, expected) => {
    expect(isCheckoutType(value)).toBe(expected);
  });

  it('parses a route segment or says what is wrong', () => {
    expect(parseCheckoutType('course-purchase')).toBe('course-purchase');
    expect(() => parseCheckoutType('free-stuff')).toThrow("Unknown checkout type 'free-stuff'");
  });

  it.each([
    ['subscription-buy', '150-12-6000', {}, '/checkout/subscription-buy?plan=150-12-6000'],
    [
      'subscription-upgrade',
      { featureSet: 200, months: 12, audience: 6000 },
      { monthlyToAnnual: true },
      '/checkout/subscription-upgrade?plan=200-12-6000&monthly_to_annual=true',
    ],
    [
      'subscription-upgrade',
      { featureSet: 400, months: 24, audience: 6000 },
      undefined,
      '/checkout/subscription-upgrade?plan=400-24-6000',
    ],
  ] as const)('builds /checkout/%s for %j', (type, plan, options, expected) => {
    expect(buildCheckoutPath(type, plan, options)).toBe(expected);
  });
});
