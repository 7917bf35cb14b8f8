import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { featureFlags } from '../schema/index';

/**
 * Flags the spec names (section 9) and one per capability of CAPABILITIES
 * (packages/domain/src/app/capabilities.ts). Levels match what the product does today: what is
 * built is at 4 (production, everyone), what is not built is at 0, so no flag turns on a page that
 * does not exist. The names must stay those of KNOWN_FEATURE_FLAGS and CAPABILITY_FLAGS (domain).
 */
export const DEFAULT_FEATURE_FLAGS = [
  { name: 'enable_card_provider_checkout', rolloutLevel: 4, description: 'Card-provider checkout' },
  {
    name: 'enable_gift_subscription',
    rolloutLevel: 4,
    description: 'Gift subscriptions (checkout and buttons)',
  },
  { name: 'enable_premium_trial', rolloutLevel: 4, description: 'Premium free trial (checkout and buttons)' },
  {
    name: 'ai_free_tries',
    rolloutLevel: 0,
    description: 'Spec flag, unused: the coach counts its allowance per plan (COACH_ALLOWANCE)',
  },
  {
    name: 'mock_interview_monthly_limit',
    rolloutLevel: 0,
    description: 'Spec flag, unused: mock interviews have no monthly limit',
  },
  { name: 'capability_courses', rolloutLevel: 4, description: 'Courses' },
  { name: 'capability_paths', rolloutLevel: 4, description: 'Learning paths' },
  { name: 'capability_code_execution', rolloutLevel: 4, description: 'Running code in lessons' },
  { name: 'capability_shots', rolloutLevel: 4, description: 'Shots (short articles)' },
  { name: 'capability_teams', rolloutLevel: 4, description: 'Teams and organizations' },
  { name: 'capability_cloud_labs', rolloutLevel: 4, description: 'Cloud labs (menu, footer and pages)' },
  { name: 'capability_projects', rolloutLevel: 4, description: 'Projects' },
  { name: 'capability_assessments', rolloutLevel: 4, description: 'Skill assessments' },
  {
    name: 'capability_mock_interviews',
    rolloutLevel: 4,
    description: 'Mock interviews (pages, footer link)',
  },
  { name: 'capability_ai_coach', rolloutLevel: 4, description: 'AI coach (Ask the coach in lessons)' },
  { name: 'capability_certificates', rolloutLevel: 4, description: 'Certificates' },
] as const;

export async function seedFeatureFlags(db: Database): Promise<void> {
  // A level a staff member set (updated_by) is kept; a row nobody changed follows the code's
  // default, so an install seeded before a default moved (the trial was at 2) gets today's level.
  await db
    .insert(featureFlags)
    .values([...DEFAULT_FEATURE_FLAGS])
    .onConflictDoUpdate({
      target: featureFlags.name,
      set: {
        description: sql`excluded.description`,
        rolloutLevel: sql`case when ${featureFlags.updatedBy} is null then excluded.rollout_level else ${featureFlags.rolloutLevel} end`,
      },
    });
}
