import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { createFeatureFlagsService } from './feature-flags.service';

export async function featureFlagsRoutes(app: AppInstance): Promise<void> {
  const service = createFeatureFlagsService(app.deps.db);
  registerRoute(app, apiRoutes.system.featureFlags, async () => ({ flags: await service.listAll() }));
}
