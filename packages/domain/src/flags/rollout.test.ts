import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../app/capabilities';
import {
  CAPABILITY_FLAGS,
  CHECKOUT_TYPE_FLAGS,
  type DeployEnvironment,
  FEATURE_OFF_MESSAGE,
  featureOffMessage,
  isFeatureEnabled,
  KNOWN_FEATURE_FLAGS,
  parseRolloutLevel,
  ROLLOUT_LEVELS,
  type RolloutLevel,
} from './rollout';

describe('feature flag rollout (spec section 4)', () => {
  it('has levels 0-4', () => {
    expect(ROLLOUT_LEVELS).toEqual({
      DISABLED: 0,
      DEVELOPMENT: 1,
      BETA: 2,
      PRODUCTION_INTERNAL: 3,
      PRODUCTION: 4,
    });
  });

  // Each row: environment, staff?, then whether levels 0..4 turn the flag on.
  const table: [DeployEnvironment, boolean, boolean[]][] = [
    ['local', false, [false, true, true, true, true]],
    ['dev', false, [false, true, true, true, true]],
    ['beta', false, [false, false, true, true, true]],
    ['beta', true, [false, false, true, true, true]],
    ['production', true, [false, false, false, true, true]],
    ['production', false, [false, false, false, false, true]],
  ];
  for (const [environment, isInternalStaff, expected] of table) {
    it.each(expected.map((on, level) => [level as RolloutLevel, on] as const))(
      `${environment}, staff=${isInternalStaff}: level %i -> %s`,
      (level, on) => {
        expect(isFeatureEnabled({ level, environment, isInternalStaff })).toBe(on);
      },
    );
  }

  it('keeps level 3 off for non-staff on production', () => {
    expect(isFeatureEnabled({ level: 3, environment: 'production', isInternalStaff: false })).toBe(false);
  });

  it.each([
    [0, 0],
    [4, 4],
    ['3', 3],
    [' 2 ', 2],
  ])('parses %j', (value, expected) => {
    expect(parseRolloutLevel(value)).toBe(expected);
  });

  it.each([5, -1, 1.5, '', 'four', null])('rejects %j', (value) => {
    expect(() => parseRolloutLevel(value)).toThrow('Rollout level must be an integer from 0 to 4');
  });

  it('names the flags the spec mentions', () => {
    expect(KNOWN_FEATURE_FLAGS).toContain('enable_gift_subscription');
    expect(KNOWN_FEATURE_FLAGS).toContain('enable_premium_trial');
    expect(KNOWN_FEATURE_FLAGS).toContain('ai_free_tries');
  });
});

describe('flag gates', () => {
  it('gates gift and trial checkouts by their flags', () => {
    expect(CHECKOUT_TYPE_FLAGS['subscription-gift']).toBe('enable_gift_subscription');
    expect(CHECKOUT_TYPE_FLAGS['b2c-trial-avail']).toBe('enable_premium_trial');
    expect(CHECKOUT_TYPE_FLAGS['subscription-buy']).toBeUndefined();
  });

  it('names one flag per capability', () => {
    expect(Object.keys(CAPABILITY_FLAGS).sort()).toEqual(Object.keys(CAPABILITIES).sort());
    expect(new Set(Object.values(CAPABILITY_FLAGS)).size).toBe(Object.keys(CAPABILITIES).length);
  });

  it('says which feature is off', () => {
    expect(featureOffMessage('enable_gift_subscription')).toBe(
      'Gift subscriptions are not available on your account.',
    );
    expect(featureOffMessage('capability_cloud_labs')).toBe(FEATURE_OFF_MESSAGE);
  });
});
