import { CAPABILITIES, type Capability } from '../app/capabilities';
import { COACH_ALLOWANCE } from '../coach/allowance';
import { executionTokenTier } from '../execution/execution-access';
import { type FeatureSet, PLAN_TIERS } from './plan-catalog';

/**
 * What each tier unlocks, derived from the rules that enforce it, so the plans page compares
 * what is real: a subscription opens every course and path (content access), Premium and up
 * get an execution token and run code straight on the runner (execution access), every
 * subscription starts cloud labs once they are built (decideLabStart: `subscribed`, any tier), and
 * Premium Plus adds the AI coach once it is built. Projects are open to every signed-in learner,
 * so no plan claims them.
 */
export interface PlanBenefit {
  id: string;
  label: string;
}

const SUBSCRIPTION_CONTENT: PlanBenefit = { id: 'content', label: 'Every course and learning path' };
const DIRECT_RUNS: PlanBenefit = {
  id: 'direct-runs',
  label: 'Code runs straight from your browser to our runners, no proxy in between',
};
const CLOUD_LABS: PlanBenefit = { id: 'labs', label: 'Cloud labs with a live terminal' };
const PREMIUM_PLUS_EXTRAS: { capability: Capability; benefit: PlanBenefit }[] = [
  {
    capability: 'aiCoach',
    benefit: {
      id: 'ai-coach',
      // Every signed-in learner gets a few coach answers a day; Premium Plus gets many.
      label: `The AI coach: ${COACH_ALLOWANCE.PREMIUM_PLUS_PER_DAY} answers a day instead of ${COACH_ALLOWANCE.FREE_PER_DAY}`,
    },
  },
];

export function planBenefits(
  featureSet: FeatureSet,
  capabilities: Record<Capability, boolean> = CAPABILITIES,
): PlanBenefit[] {
  const benefits = [SUBSCRIPTION_CONTENT];
  if (capabilities.cloudLabs) benefits.push(CLOUD_LABS);
  const premium = featureSet >= PLAN_TIERS.PREMIUM;
  const plus = featureSet >= PLAN_TIERS.PREMIUM_PLUS;
  if (executionTokenTier({ is_premium_user: premium, is_premium_plus_user: plus }))
    benefits.push(DIRECT_RUNS);
  if (plus)
    for (const extra of PREMIUM_PLUS_EXTRAS) if (capabilities[extra.capability]) benefits.push(extra.benefit);
  return benefits;
}

/** True when the richer tier unlocks something the poorer one lacks (an upgrade worth offering). */
export function upgradeAddsSomething(
  from: FeatureSet,
  to: FeatureSet,
  capabilities: Record<Capability, boolean> = CAPABILITIES,
): boolean {
  const have = new Set(planBenefits(from, capabilities).map((benefit) => benefit.id));
  return planBenefits(to, capabilities).some((benefit) => !have.has(benefit.id));
}
