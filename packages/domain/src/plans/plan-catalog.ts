/**
 * The closed sets that make up a plan (spec section 6 "Plan tiers", "Subscription term in months",
 * "Audience codes", "Buyer kinds"; section 9 "Work product type code is 2000").
 */

/** Plan tiers and their feature-set codes (spec section 6 "Plan tiers"). */
export const PLAN_TIERS = {
  BASIC: 100,
  L2C: 150,
  STANDARD: 200,
  WORK: 250,
  PREMIUM: 300,
  PREMIUM_PLUS: 400,
} as const;
/** Name of a plan tier (spec section 6). */
export type PlanTierName = keyof typeof PLAN_TIERS;
/** One of PLAN_TIERS (spec section 6). */
export type FeatureSet = (typeof PLAN_TIERS)[PlanTierName];
/** Feature-set codes in ascending order: a higher code is a richer plan (spec section 4 "Plan downgrade"). */
export const FEATURE_SETS = Object.values(PLAN_TIERS) as readonly FeatureSet[];

/** Subscription terms in months (spec section 6 "Subscription term in months"). */
export const SUBSCRIPTION_TERMS = {
  MONTHLY: 1,
  QUARTERLY: 3,
  ANNUAL: 12,
  BIENNIAL: 24,
} as const;
/** One of SUBSCRIPTION_TERMS (spec section 6 "Subscription term in months"). */
export type TermMonths = (typeof SUBSCRIPTION_TERMS)[keyof typeof SUBSCRIPTION_TERMS];
/** Terms in ascending order (spec section 6). */
export const TERM_MONTHS = Object.values(SUBSCRIPTION_TERMS) as readonly TermMonths[];
/** The spec's name for each term (spec section 6: 1 monthly, 3 quarterly, 12 annual, 24 biennial). */
export const TERM_NAMES: Readonly<Record<TermMonths, string>> = {
  1: 'monthly',
  3: 'quarterly',
  12: 'annual',
  24: 'biennial',
};

/** Audience codes, the third part of a plan code (spec section 6 "Audience codes"). */
export const AUDIENCE_CODES = {
  USER: 6000,
  TEAM: 6001,
  EXTERNAL: 6002,
  ENTERPRISE: 6003,
  ENTERPRISE_PLUS: 6004,
  ENTERPRISE_TEAM: 6005,
  ENTERPRISE_WORK: 6006,
  ENTERPRISE_FREE: 6999,
} as const;
/** Name of an audience (spec section 6). */
export type AudienceName = keyof typeof AUDIENCE_CODES;
/** One of AUDIENCE_CODES (spec section 6). */
export type AudienceCode = (typeof AUDIENCE_CODES)[AudienceName];
/** Every audience code (spec section 6). */
export const AUDIENCES = Object.values(AUDIENCE_CODES) as readonly AudienceCode[];

/** True for a known feature-set code (spec section 6 "Plan tiers"). */
export function isFeatureSet(value: unknown): value is FeatureSet {
  return typeof value === 'number' && (FEATURE_SETS as readonly number[]).includes(value);
}

/** True for a known term (spec section 6 "Subscription term in months"). */
export function isTermMonths(value: unknown): value is TermMonths {
  return typeof value === 'number' && (TERM_MONTHS as readonly number[]).includes(value);
}

/** True for a known audience code (spec section 6 "Audience codes"). */
export function isAudienceCode(value: unknown): value is AudienceCode {
  return typeof value === 'number' && (AUDIENCES as readonly number[]).includes(value);
}

/** Name of a tier from its code, e.g. 400 -> 'PREMIUM_PLUS' (spec section 6 "Plan tiers"). */
export function getTierName(featureSet: FeatureSet): PlanTierName {
  const entry = Object.entries(PLAN_TIERS).find(([, code]) => code === featureSet);
  return (entry as [PlanTierName, FeatureSet])[0];
}
