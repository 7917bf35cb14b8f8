import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { isB2bVisitor } from '../../platform/http/site-host';
import { catalogueServiceFor } from './catalogue.service';

export async function catalogueRoutes(app: AppInstance): Promise<void> {
  const service = catalogueServiceFor(app.deps.db);

  // On an organization's host, logged-out visitors see fewer courses (spec section 5).
  registerRoute(app, apiRoutes.catalogue.list, async (request) =>
    service.list(request.query, request.user, isB2bVisitor(request)),
  );
  registerRoute(app, apiRoutes.catalogue.tags, async (request) => ({
    tags: await service.tags(request.query, isB2bVisitor(request)),
  }));
  registerRoute(app, apiRoutes.catalogue.sitemap, async (request) => service.sitemap(isB2bVisitor(request)));
}
