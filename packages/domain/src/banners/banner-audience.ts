/**
 * Who a promotional banner speaks to (spec section 4 "Variants", section 6 "Banner customer types").
 */

/** Banner variants (spec section 4 "Banners"). */
export const BANNER_VARIANTS = ['non-paying', 'premium-plus', 'churned', 'current'] as const;
/** One of BANNER_VARIANTS (spec section 4 "Banners"). */
export type BannerVariant = (typeof BANNER_VARIANTS)[number];

/**
 * Banner customer types (spec section 6). github-scholar comes as current or churned; we model
 * that with the 'current' and 'churned' variants rather than two customer types.
 */
export const BANNER_CUSTOMER_TYPES = [
  'alacarte-purchaser',
  'certificate-purchaser',
  'github-scholar',
  'free-trial-user',
  'default',
] as const;
/** One of BANNER_CUSTOMER_TYPES (spec section 6). */
export type BannerCustomerType = (typeof BANNER_CUSTOMER_TYPES)[number];

/** The user-info facts that pick a banner variant and customer type (spec sections 3, 4 and 6). */
export interface BannerAudienceInput {
  isSubscribed: boolean;
  isPremiumPlusUser: boolean;
  /** Held a subscription (or scholarship) before that is now over. */
  hasChurned: boolean;
  hasActiveB2cTrial: boolean;
  isGithubScholar: boolean;
  ownsCertificatePurchase: boolean;
  ownsPaidCourses: boolean;
}

/**
 * The variant (spec section 4): premium-plus for Premium Plus holders, current for other
 * subscribers, churned for former ones, otherwise non-paying. Premium Plus comes first because
 * it has nothing left to upsell, so it gets its own wording.
 */
export function getBannerVariant(input: BannerAudienceInput): BannerVariant {
  if (input.isPremiumPlusUser) return 'premium-plus';
  if (input.isSubscribed) return 'current';
  if (input.hasChurned) return 'churned';
  return 'non-paying';
}

/**
 * The customer type (spec section 6). The spec gives no order; ours goes from the most specific
 * relationship to the least: a running free trial, a GitHub scholarship, a certificate purchase,
 * a single-course (a la carte) purchase, then default.
 */
export function getBannerCustomerType(input: BannerAudienceInput): BannerCustomerType {
  if (input.hasActiveB2cTrial) return 'free-trial-user';
  if (input.isGithubScholar) return 'github-scholar';
  if (input.ownsCertificatePurchase) return 'certificate-purchaser';
  if (input.ownsPaidCourses) return 'alacarte-purchaser';
  return 'default';
}
