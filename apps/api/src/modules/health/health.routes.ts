import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { checkHealth } from './health.service';

export async function healthRoutes(app: AppInstance): Promise<void> {
  registerRoute(app, apiRoutes.system.health, async () => checkHealth(app.deps.db, app.deps.dbKind));
}
