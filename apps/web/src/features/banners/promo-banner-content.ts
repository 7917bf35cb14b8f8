import {
  BANNER_BUTTON_LABELS,
  type BannerVariant,
  COACH_ALLOWANCE,
  formatGiftBannerText,
  formatLifetimeDiscountText,
  getBannerVariant,
  PLAN_TIERS,
  upgradeAddsSomething,
} from '@learnbox/domain';

export const PROMO_BANNER_TYPE = 'subscription_promo';

interface UserFacts {
  is_user_subscribed: boolean;
  is_premium_plus_user: boolean;
  has_active_b2c_trial: boolean;
  owns_paid_courses: boolean;
  bannerDetails: Record<string, unknown>;
}

/** The variant the api stored in bannerDetails, else the domain rule on the flags (visitors: non-paying). */
export function bannerVariantOf(user: UserFacts | null | undefined): BannerVariant {
  const stored = (user?.bannerDetails?.[PROMO_BANNER_TYPE] as { variant?: BannerVariant } | undefined)
    ?.variant;
  if (stored) return stored;
  return getBannerVariant({
    isSubscribed: user?.is_user_subscribed ?? false,
    isPremiumPlusUser: user?.is_premium_plus_user ?? false,
    hasChurned: false,
    hasActiveB2cTrial: user?.has_active_b2c_trial ?? false,
    isGithubScholar: false,
    ownsCertificatePurchase: false,
    ownsPaidCourses: user?.owns_paid_courses ?? false,
  });
}

/**
 * Wording and button per variant (spec section 9), with the real best discount. A subscriber is
 * offered an upgrade only when it adds something (plan benefits); otherwise the gift offer.
 */
export function promoBannerContent(variant: BannerVariant, bestDiscount: number, isPremiumUser = false) {
  const upgradeWorthIt = upgradeAddsSomething(
    isPremiumUser ? PLAN_TIERS.PREMIUM : PLAN_TIERS.STANDARD,
    isPremiumUser ? PLAN_TIERS.PREMIUM_PLUS : PLAN_TIERS.PREMIUM,
  );
  switch (upgradeWorthIt || variant !== 'current' ? variant : 'premium-plus') {
    case 'premium-plus':
      return {
        text: formatGiftBannerText(bestDiscount),
        button: BANNER_BUTTON_LABELS.CLAIM_GIFT,
        href: '/unlimited',
      };
    case 'current':
      // A Premium user's upgrade adds only Premium Plus's coach allowance (plan benefits).
      if (isPremiumUser)
        return {
          text: `Upgrade to Premium Plus: ${COACH_ALLOWANCE.PREMIUM_PLUS_PER_DAY} AI coach answers a day instead of ${COACH_ALLOWANCE.FREE_PER_DAY}.`,
          button: BANNER_BUTTON_LABELS.UPGRADE_NOW,
          href: '/unlimited',
        };
      return {
        // Only what an upgrade really adds (plan benefits), never labs or AI that are not built.
        text: 'Upgrade to Premium: your code runs straight from the browser on our runners.',
        button: BANNER_BUTTON_LABELS.UPGRADE_NOW,
        href: '/unlimited',
      };
    case 'churned':
      return {
        text: formatLifetimeDiscountText(bestDiscount),
        button: BANNER_BUTTON_LABELS.CLAIM_DISCOUNT,
        href: '/unlimited',
      };
    default:
      return bestDiscount > 0
        ? {
            text: formatLifetimeDiscountText(bestDiscount),
            button: BANNER_BUTTON_LABELS.CLAIM_DISCOUNT,
            href: '/unlimited',
          }
        : {
            text: 'Every course and learning path in one subscription.',
            button: BANNER_BUTTON_LABELS.GET_UNLIMITED,
            href: '/unlimited',
          };
  }
}
