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
