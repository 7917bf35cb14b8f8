import type { Database } from '@learnbox/db';
import { createFeatureFlagsRepository } from './feature-flags.repository';

export function createFeatureFlagsService(db: Database) {
  const repository = createFeatureFlagsRepository(db);
  return {
    /** Every flag with its rollout level, for the web to read once. */
    listAll: () => repository.listAll(),
  };
}
