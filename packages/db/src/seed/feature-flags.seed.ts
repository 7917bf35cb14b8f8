import type { Database } from '../client';
import { featureFlags } from '../schema/index';

/** Flags the spec names (section 9); levels are the embedded defaults for a new install. */
export const DEFAULT_FEATURE_FLAGS = [
  { name: 'enable_card_provider_checkout', rolloutLevel: 4, description: 'Card-provider checkout' },
  { name: 'enable_gift_subscription', rolloutLevel: 4, description: 'Gift subscriptions' },
  { name: 'enable_premium_trial', rolloutLevel: 2, description: 'Premium free trial' },
  { name: 'ai_free_tries', rolloutLevel: 3, description: 'Free AI coach tries' },
  { name: 'mock_interview_monthly_limit', rolloutLevel: 1, description: 'Monthly mock-interview limits' },
] as const;

export async function seedFeatureFlags(db: Database): Promise<void> {
  // Existing rows are kept: staff may have changed a level since the first seed.
  await db
    .insert(featureFlags)
    .values([...DEFAULT_FEATURE_FLAGS])
    .onConflictDoNothing();
}
