import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * The content model (issue 5; spec section 3 "Course or collection" and "Shot"). Ids are the
 * stable ids of the content folder (`content/`), so an import updates rows instead of adding
 * copies. Authors and draft viewers are matched by verified e-mail (trustedEmail, issue 10): content
 * lives in git, user ids do not.
 */

/** PostgreSQL full-text vector; written by the repository, read through SQL. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const contentAuthors = pgTable('content_authors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  bio: text('bio').notNull().default(''),
});

/** A course (collection_type 'collection') or a path (collection_type 'path'). */
export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => contentAuthors.id),
    collectionType: text('collection_type').$type<'collection' | 'path'>().notNull(),
    /** Spec section 9 content types: collection, mini-course, skill-assessment, path, module, plan. */
    contentType: text('content_type').notNull(),
    /** Spec section 9 path types, for paths only. */
    pathType: text('path_type'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    whatYouWillLearn: jsonb('what_you_will_learn').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    learnerTags: jsonb('learner_tags').$type<string[]>().notNull().default([]),
    difficulty: text('difficulty').notNull().default('beginner'),
    readTimeMinutes: integer('read_time_minutes').notNull().default(0),
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * Set when the course is private to one organization (issue 16 "Private content"): only its
     * members see it, everywhere. Set from the studio by the organization's admins and managers.
     */
    organizationId: text('organization_id').references(() => organizations.id),
    isPriced: boolean('is_priced').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    priceCents: integer('price_cents'),
    currency: text('currency').notNull().default('USD'),
    /** Cover colour of cards and the course header. */
    accent: text('accent').notNull().default('#5553ff'),
    /** An uploaded cover image (/api/uploads/...), set from the studio; cards fall back to the accent. */
    coverImageUrl: text('cover_image_url'),
    status: text('status').$type<'published' | 'draft'>().notNull().default('published'),
    draftViewers: jsonb('draft_viewers').$type<string[]>().notNull().default([]),
    contentRevision: integer('content_revision').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title (A), summary and tags (B), lesson text (C): written by the content repository. */
    searchVector: tsvector('search_vector'),
    /** The same text unstemmed, so prefix and typo matching see the words as written. */
    searchWords: tsvector('search_words'),
  },
  (table) => [
    uniqueIndex('collections_slug_unique').on(table.slug),
    index('collections_search_idx').using('gin', table.searchVector),
    index('collections_words_idx').using('gin', table.searchWords),
    index('collections_organization_idx').on(table.organizationId),
  ],
);

/** Courses of a path, in order. */
export const pathCourses = pgTable(
  'path_courses',
  {
    pathId: text('path_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pathId, table.courseId] })],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('course_modules_course_idx').on(table.courseId)],
);

/** A lesson page: an ordered list of widgets (packages/contracts widgets.ts). */
export const lessons = pgTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    moduleId: text('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** 0-based position in the whole course (across modules). */
    position: integer('position').notNull(),
    readTimeMinutes: integer('read_time_minutes').notNull().default(1),
    widgets: jsonb('widgets').$type<unknown[]>().notNull(),
    /** An unpublished revision authors are working on; null when there is none. */
    draftWidgets: jsonb('draft_widgets').$type<unknown[] | null>(),
    contentRevision: integer('content_revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lessons_course_slug_unique').on(table.courseId, table.slug),
    index('lessons_course_position_idx').on(table.courseId, table.position),
  ],
);

/** Every tag list of a shot, as one jsonb array (to_tsvector of jsonb reads only its strings). */
const SHOT_TAGS = 'tags || programming_tags || topic_tags';

/**
 * The prose of a shot's widgets: the fields `widgetWords` (seed/content/content-text.ts) counts as
 * prose, so code does not flood search with keywords. Shots are indexed by generated columns,
 * not by the importer like collections, because a shot's text is all in its own row: every write
 * path (seed, content:import, future editors) keeps the index current without extra code.
 */
const SHOT_PROSE = [
  '$[*].markdown',
  '$[*].title',
  '$[*].caption',
  '$[*].alt',
  '$[*].columns',
  '$[*].rows',
  '$[*].questions[*].prompt',
  '$[*].questions[*].explanation',
  '$[*].questions[*].options[*].text',
]
  .map((path) => `jsonb_path_query_array(content, '${path}')`)
  .join(' || ');

/** Short articles (spec section 3 "Shot"). */
export const shots = pgTable(
  'shots',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => contentAuthors.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    programmingTags: jsonb('programming_tags').$type<string[]>().notNull().default([]),
    topicTags: jsonb('topic_tags').$type<string[]>().notNull().default([]),
    difficulty: text('difficulty').notNull().default('beginner'),
    readTime: integer('read_time').notNull().default(1),
    content: jsonb('content').$type<unknown[]>().notNull(),
    draftContent: jsonb('draft_content').$type<unknown[] | null>(),
    attributions: jsonb('attributions')
      .$type<{ name: string; url?: string; note?: string }[]>()
      .notNull()
      .default([]),
    license: text('license').notNull().default('CC BY-SA 4.0'),
    status: text('status').$type<'published' | 'draft'>().notNull().default('published'),
    draftViewers: jsonb('draft_viewers').$type<string[]>().notNull().default([]),
    isApprovedForPublish: boolean('is_approved_for_publish').notNull().default(true),
    shares: integer('shares').notNull().default(0),
    contentRevision: integer('content_revision').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title (A), summary and tags (B), prose (C), like collections.search_vector. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary) || to_tsvector('english', ${SHOT_TAGS}), 'B') || setweight(to_tsvector('english', ${SHOT_PROSE}), 'C')`,
      ),
    ),
    /** The same text unstemmed, for prefix and typo matching (collections.search_words). */
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql.raw(
        `to_tsvector('simple', title) || to_tsvector('simple', summary) || to_tsvector('simple', ${SHOT_TAGS}) || to_tsvector('simple', ${SHOT_PROSE})`,
      ),
    ),
  },
  (table) => [
    uniqueIndex('shots_slug_unique').on(table.slug),
    index('shots_search_idx').using('gin', table.searchVector),
    index('shots_words_idx').using('gin', table.searchWords),
  ],
);

export const shotLikes = pgTable(
  'shot_likes',
  {
    shotId: text('shot_id')
      .notNull()
      .references(() => shots.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.shotId, table.userId] })],
);

/**
 * Who counted a share of a shot: `user:{id}` when signed in, else `address:{sha256 of the client
 * address}` (no address is stored). One row per person and shot, so `shots.shares` grows once each.
 */
export const shotShares = pgTable(
  'shot_shares',
  {
    shotId: text('shot_id')
      .notNull()
      .references(() => shots.id, { onDelete: 'cascade' }),
    sharer: text('sharer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.shotId, table.sharer] })],
);

export const shotBookmarks = pgTable(
  'shot_bookmarks',
  {
    shotId: text('shot_id')
      .notNull()
      .references(() => shots.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.shotId, table.userId] })],
);
