import type { Capability } from '../app/capabilities';
import { DomainError } from '../errors/domain-error';

/** Feature-flag rollout levels (spec section 4 "Feature flag rollout levels"). */
export const ROLLOUT_LEVELS = {
  DISABLED: 0,
  DEVELOPMENT: 1,
  BETA: 2,
  PRODUCTION_INTERNAL: 3,
  PRODUCTION: 4,
} as const;
/** One of ROLLOUT_LEVELS (spec section 4 "Feature flag rollout levels"). */
export type RolloutLevel = (typeof ROLLOUT_LEVELS)[keyof typeof ROLLOUT_LEVELS];

/** How /staff/flags names each level, with who sees the flag on production (spec section 4). */
export const ROLLOUT_LEVEL_LABELS: Readonly<Record<RolloutLevel, string>> = {
  0: '0 · Disabled (nobody)',
  1: '1 · Development (local and dev set-ups)',
  2: '2 · Beta (beta set-ups)',
  3: '3 · Production, internal staff',
  4: '4 · Production, everyone',
};

/** Where the code runs; local and dev behave alike (spec section 4). */
export const DEPLOY_ENVIRONMENTS = ['local', 'dev', 'beta', 'production'] as const;
/** One of DEPLOY_ENVIRONMENTS (spec section 4). */
export type DeployEnvironment = (typeof DEPLOY_ENVIRONMENTS)[number];

/**
 * Flags the spec names (spec section 9 "Feature flags"); their values are not shown there.
 * The card-provider checkout flag has no name in the spec; 'enable_card_provider_checkout' is ours.
 */
export const KNOWN_FEATURE_FLAGS = [
  'enable_card_provider_checkout',
  'enable_gift_subscription',
  'enable_premium_trial',
  'ai_free_tries',
  'mock_interview_monthly_limit',
] as const;
/** One of KNOWN_FEATURE_FLAGS (spec section 9 "Feature flags"). */
export type KnownFeatureFlag = (typeof KNOWN_FEATURE_FLAGS)[number];

/**
 * The flag that gates each capability of CAPABILITIES (app/capabilities.ts): a capability shows for
 * a user only when it is built AND its flag is on for them, so a new capability ships at level 3
 * (staff try it) before level 4 (everyone). The names are ours.
 */
export const CAPABILITY_FLAGS = {
  courses: 'capability_courses',
  paths: 'capability_paths',
  codeExecution: 'capability_code_execution',
  shots: 'capability_shots',
  teams: 'capability_teams',
  cloudLabs: 'capability_cloud_labs',
  projects: 'capability_projects',
  assessments: 'capability_assessments',
  mockInterviews: 'capability_mock_interviews',
  aiCoach: 'capability_ai_coach',
  certificates: 'capability_certificates',
} as const satisfies Record<Capability, string>;

/** Every flag the product reads: the spec's and one per capability. */
export type FeatureFlagName = KnownFeatureFlag | (typeof CAPABILITY_FLAGS)[Capability];

/** What a gated call answers when its flag is off for the caller (a 404: the feature is not there). */
export const FEATURE_OFF_MESSAGE = 'This feature is not available on your account.';

/** A staff change naming a flag that does not exist. */
export const UNKNOWN_FLAG_MESSAGE = 'There is no feature flag with that name.';

const FEATURE_OFF_MESSAGES: Partial<Record<FeatureFlagName, string>> = {
  enable_gift_subscription: 'Gift subscriptions are not available on your account.',
  enable_premium_trial: 'The free trial is not available on your account.',
};

/** The sentence for a gated call whose flag is off for the caller. */
export function featureOffMessage(flag: string): string {
  return FEATURE_OFF_MESSAGES[flag as FeatureFlagName] ?? FEATURE_OFF_MESSAGE;
}

/**
 * Checkout types that a flag gates (spec section 9 names enable_gift_subscription and
 * enable_premium_trial): the api refuses them and the web hides their buttons when it is off.
 */
export const CHECKOUT_TYPE_FLAGS: Readonly<Record<string, KnownFeatureFlag>> = {
  'subscription-gift': 'enable_gift_subscription',
  'b2c-trial-avail': 'enable_premium_trial',
  'b2c-trial-quick-avail': 'enable_premium_trial',
};

/**
 * Parses a rollout level from configuration (a number or a numeric string 0-4);
 * throws a DomainError naming the bad value (spec section 4).
 */
export function parseRolloutLevel(value: unknown): RolloutLevel {
  const level = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof level === 'number' && Number.isInteger(level) && level >= 0 && level <= 4)
    return level as RolloutLevel;
  throw new DomainError(`Rollout level must be an integer from 0 to 4 (got ${JSON.stringify(value)})`);
}

/**
 * Whether a flag is on (spec section 4): local/dev at level 1 or more, beta at 2 or more,
 * production for internal staff at 3 or more, and for everyone only at level 4.
 */
export function isFeatureEnabled(input: {
  level: RolloutLevel;
  environment: DeployEnvironment;
  isInternalStaff: boolean;
}): boolean {
  const { level, environment, isInternalStaff } = input;
  switch (environment) {
    case 'local':
    case 'dev':
      return level >= ROLLOUT_LEVELS.DEVELOPMENT;
    case 'beta':
      return level >= ROLLOUT_LEVELS.BETA;
    case 'production':
      return level >= (isInternalStaff ? ROLLOUT_LEVELS.PRODUCTION_INTERNAL : ROLLOUT_LEVELS.PRODUCTION);
  }
}
