import { describe, expect, it } from 'vitest';
import type { FeatureSet, TermMonths } from './plan-catalog';
import { type HeldPlan, isPlanDowngrade } from './plan-choice';

const NOW = 1_700_000_000_000;
const held = (featureSet: FeatureSet, months: TermMonths, expiresAt: number | null = NOW + 1): HeldPlan => ({
  featureSet,
  months,
  expiresAt,
});

describe('plan downgrade (spec section 4 "Plan downgrade")', () => {
  it.each([
    ['same set, fewer months', held(200, 12), { featureSet: 200, months: 1 }, true],
    ['same set, same months', held(200, 12), { featureSet: 200, months: 12 }, false],
    ['same set, more months', held(200, 12), { featureSet: 200, months: 24 }, false],
    ['lower set, more months', held(300, 1), { featureSet: 200, months: 24 }, true],
    ['higher set, fewer months', held(200, 24), { featureSet: 400, months: 1 }, false],
    ['expired plan', held(300, 12, NOW - 1), { featureSet: 200, months: 1 }, false],
    ['expiring exactly now', held(300, 12, NOW), { featureSet: 200, months: 1 }, false],
    ['open-ended plan', held(300, 12, null), { featureSet: 200, months: 12 }, true],
    ['no current plan', null, { featureSet: 100, months: 1 }, false],
  ] as const)('%s', (_name, current, target, expected) => {
    expect(isPlanDowngrade(current, target, NOW)).toBe(expected);
  });
});
