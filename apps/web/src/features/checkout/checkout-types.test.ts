import { describe, expect, it } from 'vitest';
import { CHECKOUT_TYPES, isCheckoutType, parseCheckoutQuery } from './checkout-types';

// Spec section 2, in the spec's order.
const SPEC_CHECKOUT_TYPES = [
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
];

describe('checkout types', () => {
  it('are exactly the 19 of the spec', () => {
    expect(CHECKOUT_TYPES).toEqual(SPEC_CHECKOUT_TYPES);
    expect(CHECKOUT_TYPES).toHaveLength(19);
  });

  it.each(SPEC_CHECKOUT_TYPES)('accepts %s', (type) => {
    expect(isCheckoutType(type)).toBe(true);
  });

  it.each(['', 'subscription', 'Subscription-Buy', 'toString', '__proto__', 'subscription-buy/'])(
    'rejects %j',
    (type) => {
      expect(isCheckoutType(type)).toBe(false);
    },
  );
});

describe('parseCheckoutQuery', () => {
  it('reads the plan and the post_checkout flag', () => {
    expect(
      parseCheckoutQuery({ plan: '200-12-6000', post_checkout: 'true', monthly_to_annual: 'true' }),
    ).toEqual({
      plan: '200-12-6000',
      postCheckout: true,
      monthlyToAnnual: true,
      courseId: null,
      organizationId: null,
    });
    expect(parseCheckoutQuery({ course_id: 'crs-modern-javascript' }).courseId).toBe('crs-modern-javascript');
    expect(parseCheckoutQuery({ organization: ' org_acme ' }).organizationId).toBe('org_acme');
  });

  it('treats a missing or blank plan as none and only "true" as a return', () => {
    expect(parseCheckoutQuery({})).toEqual({
      plan: null,
      postCheckout: false,
      monthlyToAnnual: false,
      courseId: null,
      organizationId: null,
    });
    expect(parseCheckoutQuery({ plan: ' ', post_checkout: '1' })).toMatchObject({
      plan: null,
      postCheckout: false,
    });
  });

  it('takes the first of repeated parameters', () => {
    expect(parseCheckoutQuery({ plan: ['150-12-6000', '400-24-6000'] }).plan).toBe('150-12-6000');
  });
});
