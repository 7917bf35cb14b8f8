import { z } from 'zod';

/**
 * Catalogue listing, search and tags (issue 5 "API"; spec section 2 "/explore (optionally ?tag=)"):
 * courses, paths and shots.
 */

/** A tag as it appears in URLs: lowercase letters, digits and - + # . (e.g. c++, c#, node.js). */
export const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(50, 'A tag is at most 50 characters long.')
  .regex(/^[a-z0-9][a-z0-9+#.-]*$/, 'A tag uses letters, digits and - + # . only.');

/** A slug in a URL: lowercase letters, digits and single dashes. */
export const slugSchema = z
  .string()
  .max(120, 'A slug is at most 120 characters long.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A slug uses lowercase letters, digits and single dashes.');

export const CATALOGUE_SORTS = ['relevance', 'newest', 'title', 'popular'] as const;
/** "shot" is a short article (spec section 3 "Shot"), served at /answers/{slug}. */
export const CATALOGUE_KINDS = ['all', 'course', 'path', 'shot'] as const;
/** Deepest page anyone pages to; past it the request is refused rather than scanning the table. */
export const MAX_CATALOGUE_PAGE = 500;
export const MAX_CATALOGUE_PAGE_SIZE = 48;

/** `?page=`: 1-based, bounded; shared by every paged list. */
export const pageQuerySchema = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be a whole number.')
  .min(1, 'Pages start at 1.')
  .max(MAX_CATALOGUE_PAGE, `The page must be at most ${MAX_CATALOGUE_PAGE}.`)
  .default(1);

/** `?page_size=`: how many items a page holds. */
export const pageSizeQuerySchema = z.coerce
  .number({ error: 'The page size must be a number.' })
  .int('The page size must be a whole number.')
  .min(1, 'The page size must be at least 1.')
  .max(MAX_CATALOGUE_PAGE_SIZE, `The page size must be at most ${MAX_CATALOGUE_PAGE_SIZE}.`)
  .default(12);

const kindSchema = z
  .enum(CATALOGUE_KINDS, { error: `kind must be one of ${CATALOGUE_KINDS.join(', ')}.` })
  .default('all');

export const catalogueQuerySchema = z.object({
  q: z.string().max(200, 'A search is at most 200 characters long.').optional(),
  tag: tagSchema.optional(),
  sort: z.enum(CATALOGUE_SORTS).default('relevance'),
  kind: kindSchema,
  page: pageQuerySchema,
  page_size: pageSizeQuerySchema,
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const authorRefSchema = z.object({ id: z.string(), name: z.string() });

export const catalogueItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  kind: z.enum(['course', 'path']),
  /** Spec section 3 "collection_type": path or collection. */
  collection_type: z.enum(['collection', 'path']),
  /** Spec section 9 content types. */
  content_type: z.string(),
  path_type: z.string().nullable(),
  tags: z.array(z.string()),
  difficulty: z.string(),
  read_time_minutes: z.number().int(),
  lesson_count: z.number().int(),
  is_free: z.boolean(),
  is_priced: z.boolean(),
  /** Price in cents, when sold on its own. */
  price_cents: z.number().int().nullable(),
  currency: z.string(),
  accent: z.string(),
  author: authorRefSchema,
  /** The page to open: /courses/{slug} or /path/{slug}. */
  url: z.string(),
  /** Where a search matched, with <mark> around the words; plain text otherwise. */
  headline: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** A shot as listed on /answers and in search results (spec section 3 "Shot"). */
export const shotSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  difficulty: z.string(),
  readTime: z.number().int(),
  author: authorRefSchema,
  /** The page to open: /answers/{slug}. */
  url: z.string(),
  published_at: z.string().nullable(),
});
export type ShotSummary = z.infer<typeof shotSummarySchema>;

export const catalogueShotSchema = shotSummarySchema.extend({
  kind: z.literal('shot'),
  headline: z.string().nullable(),
});
export type CatalogueShot = z.infer<typeof catalogueShotSchema>;

/** One search or browse result: a course or path, or a shot. */
export const catalogueEntrySchema = z.discriminatedUnion('kind', [catalogueItemSchema, catalogueShotSchema]);
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const tagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type TagCount = z.infer<typeof tagCountSchema>;

export const catalogueReplySchema = z.object({
  items: z.array(catalogueEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  /** The words searched and, for words with a typo, what they were read as. */
  search: z.object({ words: z.array(z.string()), corrections: z.record(z.string(), z.array(z.string())) }),
});
export type CatalogueReply = z.infer<typeof catalogueReplySchema>;

/** `GET /api/catalogue/tags?kind=`: the tags of one kind of entry, or of all. */
export const tagsQuerySchema = z.object({ kind: kindSchema });
export type TagsQuery = z.infer<typeof tagsQuerySchema>;

export const tagsReplySchema = z.object({ tags: z.array(tagCountSchema) });
export type TagsReply = z.infer<typeof tagsReplySchema>;

/** Every public page the sitemap lists. */
export const sitemapReplySchema = z.object({
  courses: z.array(z.object({ slug: z.string(), updated_at: z.string(), lessons: z.array(z.string()) })),
  paths: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
  shots: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
});
export type SitemapReply = z.infer<typeof sitemapReplySchema>;
