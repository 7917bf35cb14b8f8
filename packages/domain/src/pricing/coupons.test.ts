import { describe, expect, it } from 'vitest';
import { SITE_COUPON_STORAGE_KEY, shouldClearSiteCoupon } from './coupons';

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
