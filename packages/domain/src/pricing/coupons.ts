/**
 * Coupon and reactivation rules (spec section 3 "Reactivation discount", section 8
 * "Site coupon banner").
 */

/** Key under which the site coupon is stored on the client (spec section 3 "site coupon"). */
export const SITE_COUPON_STORAGE_KEY = 'site_coupon';

/**
 * On a non-200 reply to the site coupon check, the stored site coupon is cleared
 * (spec section 8). A network failure (no status) clears it too: a coupon we cannot confirm
 * must not keep showing a discount the checkout will refuse.
 */
export function shouldClearSiteCoupon(status: number | null | undefined): boolean {
  return status !== 200;
}

/** The reactivation offer of a churned buyer (spec section 3 "Reactivation discount"). */
export interface ReactivationDiscount {
  /** Epoch ms; null means the offer has no end. */
  expiresAt: number | null;
  churnedBuyerDiscountType: string;
  discountPercentage: number;
}

/** A reactivation discount applies while unexpired and above 0% (spec section 3). */
export function isReactivationDiscountActive(discount: ReactivationDiscount | null, now: number): boolean {
  if (!discount || !(discount.discountPercentage > 0)) return false;
  return discount.expiresAt === null || discount.expiresAt > now;
}
