import { featureFlagListSchema } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { createFeatureFlagsService } from './feature-flags.service';

export async function featureFlagsRoutes(app: AppInstance): Promise<void> {
  const service = createFeatureFlagsService(app.deps.db);
  app.get(
    '/api/feature-flags',
    {
      schema: {
        tags: ['system'],
        summary: 'Feature flags and their rollout levels (0 disabled to 4 production)',
        response: { 200: featureFlagListSchema },
      },
    },
    async () => ({ flags: await service.listAll() }),
  );
}
