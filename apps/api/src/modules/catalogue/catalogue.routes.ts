import {
  catalogueQuerySchema,
  catalogueReplySchema,
  errorReplySchema,
  sitemapReplySchema,
  tagsQuerySchema,
  tagsReplySchema,
} from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { catalogueServiceFor } from './catalogue.service';

export async function catalogueRoutes(app: AppInstance): Promise<void> {
  const service = catalogueServiceFor(app.deps.db);

  app.get(
    '/api/catalogue',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Published courses, paths and shots: search (full text, prefix, typo-tolerant), tag and kind filters, sort, pages',
        querystring: catalogueQuerySchema,
        response: { 200: catalogueReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => service.list(request.query, request.user),
  );

  app.get(
    '/api/catalogue/tags',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Tags of published courses, paths and shots (or of one kind), most used first',
        querystring: tagsQuerySchema,
        response: { 200: tagsReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => ({ tags: await service.tags(request.query) }),
  );

  app.get(
    '/api/catalogue/sitemap',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every public course, lesson, path and shot, for sitemap.xml',
        response: { 200: sitemapReplySchema },
      },
    },
    async () => service.sitemap(),
  );
}
