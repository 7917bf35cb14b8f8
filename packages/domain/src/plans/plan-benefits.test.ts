import { describe, expect, it } from 'vitest';
import { CAPABILITIES, type Capability } from '../app/capabilities';
import { needsExecutionAuthToken } from '../execution/code-limits';
import { decideLabStart, LAB_ALLOWANCE } from '../labs/lab-allowance';
import { planBenefits, upgradeAddsSomething } from './plan-benefits';
import { PLAN_TIERS } from './plan-catalog';

const ids = (
  featureSet: Parameters<typeof planBenefits>[0],
  caps: Record<Capability, boolean> = CAPABILITIES,
) => planBenefits(featureSet, caps).map((benefit) => benefit.id);

const START = { userId: 'u1', subscribed: false, labId: 'lab', openLab: null, freeTasteUsedMs: 0 };

describe('plan benefits follow the rules that enforce them', () => {
  it('Standard opens the content; Premium and Premium Plus add direct runs, as the execution rule says', () => {
    const built = { ...CAPABILITIES, cloudLabs: false };
    expect(ids(PLAN_TIERS.STANDARD, built)).toEqual(['content']);
    expect(ids(PLAN_TIERS.PREMIUM, built)).toEqual(['content', 'direct-runs']);
    expect(needsExecutionAuthToken({ is_premium_user: true })).toBe(true);
    expect(needsExecutionAuthToken({})).toBe(false);
  });

  it('every subscription promises cloud labs once they are built, as the lab start rule lets any subscriber in', () => {
    const without = { ...CAPABILITIES, cloudLabs: false };
    const withLabs = { ...CAPABILITIES, cloudLabs: true };
    expect(ids(PLAN_TIERS.STANDARD, without)).not.toContain('labs');
    for (const tier of [PLAN_TIERS.STANDARD, PLAN_TIERS.PREMIUM, PLAN_TIERS.PREMIUM_PLUS])
      expect(ids(tier, withLabs)).toContain('labs');
    expect(decideLabStart({ ...START, subscribed: true })).toEqual({
      action: 'start',
      sessionMs: LAB_ALLOWANCE.SUBSCRIBER_SESSION_MS,
    });
  });

  it("Premium Plus promises the coach only once it is built; projects are every learner's, no plan extra", () => {
    const none = { ...CAPABILITIES, aiCoach: false, cloudLabs: false };
    expect(ids(PLAN_TIERS.PREMIUM_PLUS, { ...none, projects: true })).toEqual(['content', 'direct-runs']);
    expect(ids(PLAN_TIERS.PREMIUM_PLUS, { ...none, aiCoach: true })).toEqual([
      'content',
      'direct-runs',
      'ai-coach',
    ]);
  });

  it('offers an upgrade only when it unlocks something', () => {
    expect(upgradeAddsSomething(PLAN_TIERS.STANDARD, PLAN_TIERS.PREMIUM)).toBe(true);
    expect(
      upgradeAddsSomething(PLAN_TIERS.PREMIUM, PLAN_TIERS.PREMIUM_PLUS, { ...CAPABILITIES, aiCoach: false }),
    ).toBe(false);
    expect(
      upgradeAddsSomething(PLAN_TIERS.PREMIUM, PLAN_TIERS.PREMIUM_PLUS, { ...CAPABILITIES, aiCoach: true }),
    ).toBe(true);
  });
});
