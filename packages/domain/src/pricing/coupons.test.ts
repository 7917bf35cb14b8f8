import { describe, expect, it } from 'vitest';
import { isReactivationDiscountActive, SITE_COUPON_STORAGE_KEY, shouldClearSiteCoupon } from './coupons';

describe('site coupon (spec section 8)', () => {
  it.each([
    [200, false],
    [404, true],
    [500, true],
    [204, true],
    [null, true],
    [undefined, true],
  ])('status %j clears the stored coupon: %s', (status, expected) => {
    expect(shouldClearSiteCoupon(status)).toBe(expected);
  });

  it('is stored under site_coupon', () => {
    expect(SITE_COUPON_STORAGE_KEY).toBe('site_coupon');
  });
});

describe('reactivation discount (spec section 3)', () => {
  const base = { churnedBuyerDiscountType: 'winback', discountPercentage: 30 };
  it.each([
    ['unexpired', { ...base, expiresAt: 2000 }, true],
    ['expiring now', { ...base, expiresAt: 1000 }, false],
    ['open-ended', { ...base, expiresAt: null }, true],
    ['zero percent', { ...base, discountPercentage: 0, expiresAt: null }, false],
    ['absent', null, false],
  ])('%s', (_name, discount, expected) => {
    expect(isReactivationDiscountActive(discount, 1000)).toBe(expected);
  });
});
