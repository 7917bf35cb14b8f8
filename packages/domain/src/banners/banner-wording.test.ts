import { describe, expect, it } from 'vitest';
import {
  BANNER_BUTTON_LABELS,
  formatGiftBannerText,
  formatLifetimeDiscountText,
  RESEND_EMAIL_LABEL,
} from './banner-wording';

describe('banner wording (spec section 9)', () => {
  it.each([
    [50, 'Gift a subscription at up to 50% OFF!'],
    [27.999999, 'Gift a subscription at up to 28% OFF!'],
  ])('gift %d', (n, text) => {
    expect(formatGiftBannerText(n)).toBe(text);
  });

  it.each([
    [30, 'Get 30% off for life!'],
    [0, 'Get 0% off for life!'],
  ])('lifetime %d', (n, text) => {
    expect(formatLifetimeDiscountText(n)).toBe(text);
  });

  it('has the button labels', () => {
    expect(Object.values(BANNER_BUTTON_LABELS)).toEqual([
      'Claim Discount',
      'Claim Gift',
      'Upgrade Now',
      'Get Unlimited',
    ]);
  });
});

describe('verification banner (spec sections 2 and 6)', () => {
  it('links Resend Email', () => {
    expect(RESEND_EMAIL_LABEL).toBe('Resend Email');
  });
});
