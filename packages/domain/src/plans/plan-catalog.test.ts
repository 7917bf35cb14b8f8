import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_CODES,
  getTierName,
  isAudienceCode,
  isFeatureSet,
  isTermMonths,
  PLAN_TIERS,
  SUBSCRIPTION_TERMS,
  TERM_NAMES,
} from './plan-catalog';

describe('plan catalogue (spec sections 6 and 9)', () => {
  it('has the six tiers with their codes', () => {
    expect(PLAN_TIERS).toEqual({
      BASIC: 100,
      L2C: 150,
      STANDARD: 200,
      WORK: 250,
      PREMIUM: 300,
      PREMIUM_PLUS: 400,
    });
  });

  it.each([
    [1, 'monthly'],
    [3, 'quarterly'],
    [12, 'annual'],
    [24, 'biennial'],
  ] as const)('term %i is %s', (months, name) => {
    expect(TERM_NAMES[months]).toBe(name);
  });

  it('has the terms and audiences', () => {
    expect(SUBSCRIPTION_TERMS).toEqual({ MONTHLY: 1, QUARTERLY: 3, ANNUAL: 12, BIENNIAL: 24 });
    expect(AUDIENCE_CODES).toEqual({
      USER: 6000,
      TEAM: 6001,
      EXTERNAL: 6002,
      ENTERPRISE: 6003,
      ENTERPRISE_PLUS: 6004,
      ENTERPRISE_TEAM: 6005,
      ENTERPRISE_WORK: 6006,
      ENTERPRISE_FREE: 6999,
    });
  });

  it.each([
    [isFeatureSet, 150, true],
    [isFeatureSet, 175, false],
    [isTermMonths, 24, true],
    [isTermMonths, 6, false],
    [isAudienceCode, 6999, true],
    [isAudienceCode, 6007, false],
    [isFeatureSet, '150', false],
  ] as const)('%o(%j) is %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });

  it('names a tier from its code', () => {
    expect(getTierName(400)).toBe('PREMIUM_PLUS');
    expect(getTierName(150)).toBe('L2C');
  });
});
