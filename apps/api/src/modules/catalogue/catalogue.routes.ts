import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { createContentRepository } from '../content/content.repository';
import { createEntitlementsRepository } from '../entitlements/entitlements.repository';
import { createShotsRepository } from '../shots/shots.repository';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueService } from './catalogue.service';

export async function catalogueRoutes(app: AppInstance): Promise<void> {
  const service = createCatalogueService(
    createCatalogueRepository(app.deps.db),
    createContentRepository(app.deps.db),
    createShotsRepository(app.deps.db),
    createEntitlementsRepository(app.deps.db),
  );

  registerRoute(app, apiRoutes.catalogue.list, async (request) => service.list(request.query, request.user));
  registerRoute(app, apiRoutes.catalogue.tags, async (request) => ({
    tags: await service.tags(request.query),
  }));
  registerRoute(app, apiRoutes.catalogue.sitemap, async () => service.sitemap());
}
