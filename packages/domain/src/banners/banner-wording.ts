/**
 * Banner wording (spec section 9 "Banners and marketing"). Percentages are shown as whole
 * numbers (rounded), because '27.999999%' on a banner reads as a bug.
 */

/** 'Gift a subscription at up to {n}% OFF!' (spec section 9). */
export function formatGiftBannerText(percent: number): string {
  return `Gift a subscription at up to ${Math.round(percent)}% OFF!`;
}

/** 'Get {n}% off for life!' (spec section 9). */
export function formatLifetimeDiscountText(percent: number): string {
  return `Get ${Math.round(percent)}% off for life!`;
}

/** Button labels the spec names (spec section 9: "Claim Discount, Claim Gift, Upgrade Now, Get Unlimited and others"). */
export const BANNER_BUTTON_LABELS = {
  CLAIM_DISCOUNT: 'Claim Discount',
  CLAIM_GIFT: 'Claim Gift',
  UPGRADE_NOW: 'Upgrade Now',
  GET_UNLIMITED: 'Get Unlimited',
} as const;

/** The link of the verification banner (spec section 2 "App-level behaviours"). */
export const RESEND_EMAIL_LABEL = 'Resend Email';
