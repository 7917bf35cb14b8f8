import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { createEntitlementsService } from './entitlements.service';

export async function entitlementsRoutes(app: AppInstance): Promise<void> {
  const service = createEntitlementsService(app.deps.db);
  registerRoute(app, apiRoutes.content.myEntitlements, async (request) =>
    service.mine(requireUser(request).id),
  );
}
