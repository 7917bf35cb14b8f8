import { CAPABILITIES } from '@learnbox/domain';
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
    ['non-paying', 0, 'Every course and learning path in one subscription.', 'Get Unlimited'],
    ['churned', 40, 'Get 40% off for life!', 'Claim Discount'],
    [
      'current',
      50,
      'Upgrade to Premium: your code runs straight from the browser on our runners.',
      'Upgrade Now',
    ],
    ['premium-plus', 50, 'Gift a subscription at up to 50% OFF!', 'Claim Gift'],
  ] as const)('%s at %i%%: %s / %s', (variant, best, text, button) => {
    expect(promoBannerContent(variant, best)).toMatchObject({ text, button });
  });

  it('offers a Premium user only what Premium Plus adds (the coach allowance), else the gift offer', () => {
    expect(promoBannerContent('current', 50, true)).toMatchObject(
      CAPABILITIES.aiCoach
        ? { text: 'Upgrade to Premium Plus: 200 AI coach answers a day instead of 5.', button: 'Upgrade Now' }
        : { text: 'Gift a subscription at up to 50% OFF!', button: 'Claim Gift' },
    );
  });

  it('promises nothing that is not built', () => {
    for (const variant of ['non-paying', 'churned', 'current', 'premium-plus'] as const)
      for (const premium of [false, true])
        expect(promoBannerContent(variant, 0, premium).text).not.toMatch(
          CAPABILITIES.aiCoach ? /\blabs?\b|project|interview/i : /\blabs?\b|project|\bAI\b|coach|interview/i,
        );
  });
});
