import { featureFlagListSchema } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { createFeatureFlagsRepository } from './feature-flags.repository';

export async function featureFlagsRoutes(app: AppInstance): Promise<void> {
  const repository = createFeatureFlagsRepository(app.deps.db);
  app.get(
    '/api/feature-flags',
    {
      schema: {
        tags: ['system'],
        summary: 'Feature flags and their rollout levels (0 disabled to 4 production)',
        response: { 200: featureFlagListSchema },
      },
    },
    async () => ({ flags: await repository.listAll() }),
  );
}
