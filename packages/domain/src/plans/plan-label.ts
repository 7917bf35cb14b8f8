import { AUDIENCE_CODES, type FeatureSet, PLAN_TIERS, TERM_NAMES, type TermMonths } from './plan-catalog';
import { parsePlanCode } from './plan-code';

/** What people call each tier; plan codes and feature-set numbers never reach a page. */
const TIER_LABELS: Readonly<Record<FeatureSet, string>> = {
  [PLAN_TIERS.BASIC]: 'Basic',
  [PLAN_TIERS.L2C]: 'Learn to Code',
  [PLAN_TIERS.STANDARD]: 'Standard',
  [PLAN_TIERS.WORK]: 'Work',
  [PLAN_TIERS.PREMIUM]: 'Premium',
  [PLAN_TIERS.PREMIUM_PLUS]: 'Premium Plus',
};

const AUDIENCE_PREFIX: Readonly<Partial<Record<number, string>>> = {
  [AUDIENCE_CODES.TEAM]: 'Team',
  [AUDIENCE_CODES.ENTERPRISE]: 'Enterprise',
  [AUDIENCE_CODES.ENTERPRISE_PLUS]: 'Enterprise',
  [AUDIENCE_CODES.ENTERPRISE_TEAM]: 'Enterprise',
  [AUDIENCE_CODES.ENTERPRISE_WORK]: 'Enterprise',
};

/** A term in words: 'monthly', 'annual', or '18 months' for a term the spec does not name. */
export function termLabel(months: number): string {
  return TERM_NAMES[months as TermMonths] ?? `${months} months`;
}

/**
 * A plan as people read it: 'Standard, monthly', 'Team Premium, annual'. A code that does not
 * parse is shown as 'a plan' rather than as the code itself.
 */
export function planLabel(code: string | null | undefined, name?: string): string {
  if (!code) return name ?? 'a plan';
  try {
    const plan = parsePlanCode(code);
    const tier = TIER_LABELS[plan.featureSet];
    const prefix = AUDIENCE_PREFIX[plan.audience];
    return `${name ?? (prefix ? `${prefix} ${tier}` : tier)}, ${termLabel(plan.months)}`;
  } catch {
    return name ?? 'a plan';
  }
}
