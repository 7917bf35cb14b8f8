import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { createFeatureFlagsRepository } from './feature-flags.repository';

export async function featureFlagsRoutes(app: AppInstance): Promise<void> {
  const repository = createFeatureFlagsRepository(app.deps.db);
  registerRoute(app, apiRoutes.system.featureFlags, async () => ({ flags: await repository.listAll() }));
}
