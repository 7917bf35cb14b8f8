import { describe, expect, it } from 'vitest';
import { bannerVariantOf, promoBannerContent } from './promo-banner-content';

const user = {
  is_user_subscribed: false,
  is_premium_plus_user: false,
  has_active_b2c_trial: false,
  owns_paid_courses: false,
  bannerDetails: {},
};

describe('promo banner (spec sections 4 and 9)', () => {
  it('picks the variant from bannerDetails, else from the flags', () => {
    expect(bannerVariantOf(null)).toBe('non-paying');
    expect(bannerVariantOf({ ...user, is_user_subscribed: true })).toBe('current');
    expect(bannerVariantOf({ ...user, is_premium_plus_user: true })).toBe('premium-plus');
    expect(bannerVariantOf({ ...user, bannerDetails: { subscription_promo: { variant: 'churned' } } })).toBe(
      'churned',
    );
  });

  it.each([
    ['non-paying', 50, 'Get 50% off for life!', 'Claim Discount'],
    ['non-paying', 0, 'Every course, path and lab in one subscription.', 'Get Unlimited'],
    ['churned', 40, 'Get 40% off for life!', 'Claim Discount'],
    ['current', 50, 'Get Premium Plus: every lab, project and AI feature.', 'Upgrade Now'],
    ['premium-plus', 50, 'Gift a subscription at up to 50% OFF!', 'Claim Gift'],
  ] as const)('%s at %i%%: %s / %s', (variant, best, text, button) => {
    expect(promoBannerContent(variant, best)).toMatchObject({ text, button });
  });
});
