import { asc, type Database, featureFlags } from '@learnbox/db';

export function createFeatureFlagsRepository(db: Database) {
  return {
    listAll: () =>
      db
        .select({
          name: featureFlags.name,
          rolloutLevel: featureFlags.rolloutLevel,
          description: featureFlags.description,
        })
        .from(featureFlags)
        .orderBy(asc(featureFlags.name)),
  };
}
export type FeatureFlagsRepository = ReturnType<typeof createFeatureFlagsRepository>;
