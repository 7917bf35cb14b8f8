import { describe, expect, it } from 'vitest';
import {
  BANNER_CUSTOMER_TYPES,
  BANNER_VARIANTS,
  type BannerAudienceInput,
  getBannerCustomerType,
  getBannerVariant,
} from './banner-audience';

const nobody: BannerAudienceInput = {
  isSubscribed: false,
  isPremiumPlusUser: false,
  hasChurned: false,
  hasActiveB2cTrial: false,
  isGithubScholar: false,
  ownsCertificatePurchase: false,
  ownsPaidCourses: false,
};

describe('banner variants (spec section 4)', () => {
  it('lists the four variants', () => {
    expect(BANNER_VARIANTS).toEqual(['non-paying', 'premium-plus', 'churned', 'current']);
  });

  it.each<[Partial<BannerAudienceInput>, string]>([
    [{}, 'non-paying'],
    [{ isSubscribed: true, isPremiumPlusUser: true }, 'premium-plus'],
    [{ isSubscribed: true, hasChurned: true }, 'current'],
    [{ hasChurned: true }, 'churned'],
  ])('%j -> %s', (fields, expected) => {
    expect(getBannerVariant({ ...nobody, ...fields })).toBe(expected);
  });
});

describe('banner customer types (spec section 6)', () => {
  it('lists the customer types', () => {
    expect(BANNER_CUSTOMER_TYPES).toEqual([
      'alacarte-purchaser',
      'certificate-purchaser',
      'github-scholar',
      'free-trial-user',
      'default',
    ]);
  });

  it.each<[Partial<BannerAudienceInput>, string]>([
    [{}, 'default'],
    [{ ownsPaidCourses: true }, 'alacarte-purchaser'],
    [{ ownsPaidCourses: true, ownsCertificatePurchase: true }, 'certificate-purchaser'],
    [{ ownsCertificatePurchase: true, isGithubScholar: true }, 'github-scholar'],
    [{ isGithubScholar: true, hasChurned: true }, 'github-scholar'],
    [{ isGithubScholar: true, hasActiveB2cTrial: true }, 'free-trial-user'],
  ])('%j -> %s', (fields, expected) => {
    expect(getBannerCustomerType({ ...nobody, ...fields })).toBe(expected);
  });

  it('a churned github scholar is github-scholar with the churned variant', () => {
    const input = { ...nobody, isGithubScholar: true, hasChurned: true };
    expect([getBannerCustomerType(input), getBannerVariant(input)]).toEqual(['github-scholar', 'churned']);
  });
});
