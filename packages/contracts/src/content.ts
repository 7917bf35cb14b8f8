import { z } from 'zod';
import {
  authorRefSchema,
  catalogueItemSchema,
  pageQuerySchema,
  pageSizeQuerySchema,
  shotSummarySchema,
  tagSchema,
} from './catalogue';
import { publicWidgetSchema, quizVerdictSchema } from './widgets';

/** Course, path, lesson and shot reads (spec section 7 "Content"; issue 5 "API"). */

/** `?content_revision=`: published (default), draft (authors and draft viewers), or a number the client holds. */
export const contentRevisionSchema = z
  .union([z.enum(['published', 'draft']), z.coerce.number().int().min(1).max(1_000_000)], {
    error: 'content_revision must be "published", "draft" or a revision number.',
  })
  .default('published');
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

export const workTypeSchema = z.enum(['collection', 'path'], {
  error: 'work_type must be "collection" or "path".',
});

export const authorSchema = authorRefSchema.extend({
  bio: z.string(),
  /** Spec section 6 author badges, from the author's published items. */
  badge: z.string().nullable(),
  item_count: z.number().int(),
});
export type Author = z.infer<typeof authorSchema>;

export const lockReasonSchema = z.enum([
  'login_required',
  'purchase_or_subscription',
  'subscription_required',
  'draft',
]);

export const lessonOutlineSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  read_time_minutes: z.number().int(),
  locked: z.boolean(),
  lock_reason: lockReasonSchema.nullable(),
  completed: z.boolean(),
});
export type LessonOutline = z.infer<typeof lessonOutlineSchema>;

export const moduleOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(lessonOutlineSchema),
});
export type ModuleOutline = z.infer<typeof moduleOutlineSchema>;

export const courseProgressSchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  /** The lesson to continue with: the last one opened, or the first not yet completed. */
  resume_lesson_slug: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const accessSummarySchema = z.object({
  logged_in: z.boolean(),
  /** free, owned, subscribed, author (drafts), preview (first lesson only). */
  state: z.enum(['free', 'owned', 'subscribed', 'author', 'preview']),
  lock_reason: lockReasonSchema.nullable(),
});
export type AccessSummary = z.infer<typeof accessSummarySchema>;

const collectionBase = catalogueItemSchema.extend({
  description: z.string(),
  what_you_will_learn: z.array(z.string()),
  learner_tags: z.array(z.string()),
  is_private: z.boolean(),
  status: z.enum(['published', 'draft']),
  content_revision: z.number().int(),
  author: authorSchema,
  access: accessSummarySchema,
  progress: courseProgressSchema.nullable(),
  pinned: z.boolean(),
  updated_at: z.string(),
});

export const courseDetailSchema = collectionBase.extend({
  collection_type: z.literal('collection'),
  modules: z.array(moduleOutlineSchema),
  /** Paths this course belongs to. */
  paths: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const pathDetailSchema = collectionBase.extend({
  collection_type: z.literal('path'),
  courses: z.array(catalogueItemSchema.extend({ progress: courseProgressSchema.nullable() })),
});
export type PathDetail = z.infer<typeof pathDetailSchema>;

export const collectionReplySchema = z.discriminatedUnion('collection_type', [
  courseDetailSchema,
  pathDetailSchema,
]);
export type CollectionReply = z.infer<typeof collectionReplySchema>;

export const lessonLinkSchema = z
  .object({ slug: z.string(), title: z.string(), locked: z.boolean() })
  .nullable();

export const lessonReplySchema = z.object({
  course: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    author: authorRefSchema,
    modules: z.array(moduleOutlineSchema),
    progress: courseProgressSchema.nullable(),
    access: accessSummarySchema,
  }),
  lesson: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    position: z.number().int(),
    read_time_minutes: z.number().int(),
    status: z.enum(['published', 'draft']),
    content_revision: z.number().int(),
    completed: z.boolean(),
    widgets: z.array(publicWidgetSchema),
    /** The signed-in learner's latest verdict per quiz question, so a reload shows them. */
    quiz_answers: z.array(quizVerdictSchema),
  }),
  previous: lessonLinkSchema,
  next: lessonLinkSchema,
});
export type LessonReply = z.infer<typeof lessonReplySchema>;

/** Spec section 3 "Shot": attributions and license. */
export const attributionSchema = z.object({
  name: z.string(),
  url: z.string().optional(),
  note: z.string().optional(),
});

export const shotReplySchema = shotSummarySchema.extend({
  programming_tags: z.array(z.string()),
  topic_tags: z.array(z.string()),
  content: z.array(publicWidgetSchema),
  attributions: z.array(attributionSchema),
  license: z.string(),
  status: z.enum(['published', 'draft']),
  content_revision: z.number().int(),
  shares: z.number().int(),
  author: authorSchema,
  updated_at: z.string(),
});
export type ShotReply = z.infer<typeof shotReplySchema>;

/** GET /api/edpresso/shot/{id}/props (spec section 3 "Shot" and section 4 "Shots"). */
export const shotPropsSchema = z.object({
  id: z.string(),
  status: z.enum(['published', 'draft']),
  tags: z.array(z.string()),
  programming_tags: z.array(z.string()),
  topic_tags: z.array(z.string()),
  readTime: z.number().int(),
  attributions: z.array(attributionSchema),
  license: z.string(),
  difficulty: z.string(),
  draftViewers: z.array(z.object({ author_id: z.string() })),
  isBookmarkedByReader: z.boolean(),
  isLikedByReader: z.boolean(),
  shotLikes: z.number().int(),
  shares: z.number().int(),
  isShotApprovedForPublish: z.boolean(),
});
export type ShotProps = z.infer<typeof shotPropsSchema>;

export const shotStatusQuerySchema = z.object({
  status: z
    .enum(['published', 'draft'], { error: 'status must be "published" or "draft".' })
    .default('published'),
});

/** /answers: newest first, or most liked first. */
export const SHOT_SORTS = ['newest', 'popular'] as const;

export const shotListQuerySchema = z.object({
  tag: tagSchema.optional(),
  sort: z.enum(SHOT_SORTS, { error: 'sort must be "newest" or "popular".' }).default('newest'),
  page: pageQuerySchema,
  page_size: pageSizeQuerySchema,
});
export type ShotListQuery = z.infer<typeof shotListQuerySchema>;

export const shotListItemSchema = shotSummarySchema.extend({ likes: z.number().int() });
export type ShotListItem = z.infer<typeof shotListItemSchema>;

export const shotListReplySchema = z.object({
  items: z.array(shotListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
});
export type ShotListReply = z.infer<typeof shotListReplySchema>;

export const shotLikeReplySchema = z.object({ isLikedByReader: z.boolean(), shotLikes: z.number().int() });
export const shotBookmarkReplySchema = z.object({ isBookmarkedByReader: z.boolean() });
export const shotSharesReplySchema = z.object({ shares: z.number().int() });

/** Ids in URLs: stable content ids like "crs-python-basics" or "shot-git-rebase". */
export const contentIdSchema = z
  .string()
  .max(120, 'An id is at most 120 characters long.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'An id uses lowercase letters, digits and single dashes.');
