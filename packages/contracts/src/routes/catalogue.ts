import {
  catalogueQuerySchema,
  catalogueReplySchema,
  sitemapReplySchema,
  tagsQuerySchema,
  tagsReplySchema,
} from '../catalogue';
import { defineRoute } from './define-route';

const tags = ['catalogue'];

export const catalogueRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/catalogue',
    tags,
    summary:
      'Published courses, paths and shots: search (full text, prefix, typo-tolerant), tag and kind filters, sort, pages',
    query: catalogueQuerySchema,
    reply: catalogueReplySchema,
    errors: [400],
  }),
  tags: defineRoute({
    method: 'GET',
    path: '/api/catalogue/tags',
    tags,
    summary: 'Tags of published courses, paths and shots (or of one kind), most used first',
    query: tagsQuerySchema,
    reply: tagsReplySchema,
    errors: [400],
  }),
  sitemap: defineRoute({
    method: 'GET',
    path: '/api/catalogue/sitemap',
    tags,
    summary: 'Every public course, lesson, path and shot, for sitemap.xml',
    reply: sitemapReplySchema,
  }),
};
