import { describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../platform/config/env';
import {
  parseRegionalCurrencies,
  parseRegionalDiscounts,
  toRegionalMinorUnits,
} from './pricing/regional-discounts';

describe('billing configuration', () => {
  it('parses the regional discount table and refuses a bad entry', () => {
    expect(parseRegionalDiscounts('in:50, BR:40').get('IN')).toBe(50);
    expect(parseRegionalDiscounts(undefined).get('BR')).toBe(40);
    expect(() => parseRegionalDiscounts('India:50')).toThrow(
      "REGIONAL_DISCOUNTS: 'India:50' must look like IN:50",
    );
  });

  it('checks the billing variables at start', () => {
    expect(
      parseApiConfig({ HOLIDAY_BANNER_TIMER: '2030-01-01T00:00:00Z,2026-01-01T00:00:00Z,24' })
        .HOLIDAY_BANNER_TIMER,
    ).toBe('2030-01-01T00:00:00Z,2026-01-01T00:00:00Z,24');
    expect(() => parseApiConfig({ HOLIDAY_BANNER_TIMER: 'soon' })).toThrow('HOLIDAY_BANNER_TIMER');
    expect(() => parseApiConfig({ STRIPE_SECRET_KEY: 'nope' })).toThrow('STRIPE_SECRET_KEY');
    // The page cannot open Stripe's card form without the publishable key: refuse half a setup.
    expect(() => parseApiConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY: must be set together with STRIPE_SECRET_KEY',
    );
    expect(() =>
      parseApiConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }),
    ).toThrow('must look like pk_test_');
    expect(
      parseApiConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })
        .STRIPE_PUBLISHABLE_KEY,
    ).toBe('pk_test_abc');
    expect(() => parseApiConfig({ REGIONAL_DISCOUNTS: 'India' })).toThrow('REGIONAL_DISCOUNTS');
    expect(parseApiConfig({}).GITHUB_DISCOUNT_PERCENT).toBe(20);
  });
});

describe('regional currencies', () => {
  it('parses CC:CUR:rate and converts US cents to the region minor units', () => {
    const table = parseRegionalCurrencies('in:inr:84, GB:GBP:0.79');
    expect(table.get('IN')).toEqual({ currency: 'INR', perUsd: 84 });
    expect(toRegionalMinorUnits(2900, table.get('GB'))).toBe(2291);
    expect(toRegionalMinorUnits(2900, undefined)).toBe(2900);
    expect(() => parseRegionalCurrencies('IN:84')).toThrow(
      "REGIONAL_CURRENCIES: 'IN:84' must look like IN:INR:84",
    );
  });
});
