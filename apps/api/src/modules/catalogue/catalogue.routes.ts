import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { catalogueServiceFor } from './catalogue.service';

export async function catalogueRoutes(app: AppInstance): Promise<void> {
  const service = catalogueServiceFor(app.deps.db);

  registerRoute(app, apiRoutes.catalogue.list, async (request) => service.list(request.query, request.user));
  registerRoute(app, apiRoutes.catalogue.tags, async (request) => ({
    tags: await service.tags(request.query),
  }));
  registerRoute(app, apiRoutes.catalogue.sitemap, async () => service.sitemap());
}
