import { describe, expect, it } from 'vitest';
import { CAPABILITIES, type Capability } from '../app/capabilities';
import { needsExecutionAuthToken } from '../execution/code-limits';
import { planBenefits, upgradeAddsSomething } from './plan-benefits';
import { PLAN_TIERS } from './plan-catalog';

const ids = (
  featureSet: Parameters<typeof planBenefits>[0],
  caps: Record<Capability, boolean> = CAPABILITIES,
) => planBenefits(featureSet, caps).map((benefit) => benefit.id);

describe('plan benefits follow the rules that enforce them', () => {
  it('Standard opens the content; Premium and Premium Plus add direct runs, as the execution rule says', () => {
    expect(ids(PLAN_TIERS.STANDARD)).toEqual(['content']);
    expect(ids(PLAN_TIERS.PREMIUM)).toEqual(['content', 'direct-runs']);
    expect(needsExecutionAuthToken({ is_premium_user: true })).toBe(true);
    expect(needsExecutionAuthToken({})).toBe(false);
  });

  it('Premium Plus promises labs, projects and the coach only once they are built', () => {
    expect(ids(PLAN_TIERS.PREMIUM_PLUS)).toEqual(['content', 'direct-runs']);
    expect(ids(PLAN_TIERS.PREMIUM_PLUS, { ...CAPABILITIES, cloudLabs: true })).toEqual([
      'content',
      'direct-runs',
      'labs',
    ]);
  });

  it('offers an upgrade only when it unlocks something', () => {
    expect(upgradeAddsSomething(PLAN_TIERS.STANDARD, PLAN_TIERS.PREMIUM)).toBe(true);
    expect(upgradeAddsSomething(PLAN_TIERS.PREMIUM, PLAN_TIERS.PREMIUM_PLUS)).toBe(false);
    expect(
      upgradeAddsSomething(PLAN_TIERS.PREMIUM, PLAN_TIERS.PREMIUM_PLUS, { ...CAPABILITIES, aiCoach: true }),
    ).toBe(true);
  });
});
