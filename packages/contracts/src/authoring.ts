import { z } from 'zod';
import { tagSchema } from './catalogue';
import { contentIdSchema } from './content';
import { publicWidgetSchema, widgetSchema } from './widgets';

/**
 * The authoring studio (issue 14): works (courses, paths, shots; lessons belong to a course) are
 * edited as whole documents; every save is a numbered draft revision, publishing copies one into
 * the live tables the reader reads. Shapes agreed in the studio contract (/work/notes).
 */

/** What the studio edits; a lesson uses its course's collaborators. */
export const WORK_KINDS = ['course', 'lesson', 'path', 'shot'] as const;
export const workKindSchema = z.enum(WORK_KINDS, {
  error: 'kind must be one of course, lesson, path or shot.',
});
export type WorkKind = z.infer<typeof workKindSchema>;

/** Works that have collaborators of their own (and can be created from "my works"). */
export const COLLABORATIVE_WORK_KINDS = ['course', 'path', 'shot'] as const;
export const collaborativeWorkKindSchema = z.enum(COLLABORATIVE_WORK_KINDS, {
  error: 'kind must be one of course, path or shot.',
});
export type CollaborativeWorkKind = z.infer<typeof collaborativeWorkKindSchema>;

/** owner: everything incl. collaborators; editor: save, preview, publish; reviewer: read, preview, history. */
export const WORK_ROLES = ['owner', 'editor', 'reviewer'] as const;
export const workRoleSchema = z.enum(WORK_ROLES, { error: 'role must be owner, editor or reviewer.' });
export type WorkRole = z.infer<typeof workRoleSchema>;

export const WORK_STATUSES = ['draft', 'published'] as const;
export const workStatusSchema = z.enum(WORK_STATUSES);
export type WorkStatus = z.infer<typeof workStatusSchema>;

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const difficultySchema = z.enum(DIFFICULTIES, {
  error: 'difficulty must be beginner, intermediate or advanced.',
});

/** At most this many widgets in one lesson or shot. */
export const MAX_WORK_WIDGETS = 200;

const text = (max: number, what: string) =>
  z.string({ error: `${what} must be text.` }).max(max, `${what} is at most ${max} characters long.`);
const title = (what: string) =>
  text(200, what).refine((value) => value.trim().length > 0, `${what} cannot be empty.`);

export const studioWidgetListSchema = z
  .array(widgetSchema, { error: 'widgets must be a list of widgets.' })
  .max(MAX_WORK_WIDGETS, `A page holds at most ${MAX_WORK_WIDGETS} widgets.`)
  .refine(
    (widgets) => new Set(widgets.map((widget) => widget.id)).size === widgets.length,
    'Every widget needs its own id.',
  );

const tagsSchema = z.array(tagSchema).max(20, 'At most 20 tags.');

export const coursePricingSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('free') }),
    z.object({ kind: z.literal('subscription') }),
    z.object({
      kind: z.literal('priced'),
      price_cents: z
        .number()
        .int('The price must be a whole number of cents.')
        .min(100, 'The price is at least 100 cents.')
        .max(100_000_00, 'The price is at most 10000000 cents.'),
    }),
  ],
  { error: 'pricing must be free, subscription or priced.' },
);
export type CoursePricing = z.infer<typeof coursePricingSchema>;

export const courseDocumentSchema = z.object({
  title: title('The title'),
  summary: text(500, 'The summary'),
  description: text(20_000, 'The description'),
  tags: tagsSchema,
  difficulty: difficultySchema,
  cover_image_url: text(2000, 'The cover image URL').nullable(),
  pricing: coursePricingSchema,
  visibility: z.enum(['public', 'private'], { error: 'visibility must be public or private.' }),
  modules: z
    .array(
      z.object({
        id: contentIdSchema,
        title: title('A module title'),
        lessons: z
          .array(z.object({ id: contentIdSchema, title: title('A lesson title') }))
          .max(200, 'A module holds at most 200 lessons.'),
      }),
    )
    .max(100, 'A course holds at most 100 modules.'),
});
export type CourseDocument = z.infer<typeof courseDocumentSchema>;

/** Full widgets: solutions, hidden tests and quiz answers stay in the document (authors only). */
export const lessonDocumentSchema = z.object({
  title: title('The title'),
  summary: text(500, 'The summary'),
  widgets: studioWidgetListSchema,
});
export type LessonDocument = z.infer<typeof lessonDocumentSchema>;

export const pathDocumentSchema = z.object({
  title: title('The title'),
  summary: text(500, 'The summary'),
  tags: tagsSchema,
  path_type: text(60, 'The path type'),
  course_ids: z.array(contentIdSchema).max(50, 'A path holds at most 50 courses.'),
});
export type PathDocument = z.infer<typeof pathDocumentSchema>;

export const shotAttributionSchema = z.object({
  name: title('An attribution name'),
  url: text(2000, 'An attribution URL').optional(),
  note: text(500, 'An attribution note').optional(),
});
export const shotAttributionsSchema = z
  .array(shotAttributionSchema)
  .max(50, 'A shot has at most 50 attributions.');

export const shotDocumentSchema = z.object({
  title: title('The title'),
  summary: text(500, 'The summary'),
  tags: tagsSchema,
  programming_tags: tagsSchema,
  topic_tags: tagsSchema,
  difficulty: difficultySchema,
  license: text(100, 'The license'),
  attributions: shotAttributionsSchema,
  widgets: studioWidgetListSchema,
});
export type ShotDocument = z.infer<typeof shotDocumentSchema>;

/** The document schema of each kind; the api picks one by the route's :kind. */
export const workDocumentSchemas = {
  course: courseDocumentSchema,
  lesson: lessonDocumentSchema,
  path: pathDocumentSchema,
  shot: shotDocumentSchema,
} as const;
export type WorkDocument = CourseDocument | LessonDocument | PathDocument | ShotDocument;
export type WorkDocumentOf<K extends WorkKind> = z.infer<(typeof workDocumentSchemas)[K]>;

/** Any object; the api checks it against the kind's schema and names the broken fields. */
const documentBodySchema = z.record(z.string(), z.unknown(), { error: 'document must be an object.' });

const revisionNumberSchema = z.coerce
  .number({ error: 'A revision must be a number.' })
  .int('A revision must be a whole number.')
  .min(0, 'A revision is at least 0.')
  .max(1_000_000_000, 'A revision is at most 1000000000.');

export const workParamsSchema = z.object({ kind: workKindSchema, id: contentIdSchema });
export const workRevisionParamsSchema = workParamsSchema.extend({ revision: revisionNumberSchema });
export const lessonParamsSchema = z.object({ id: contentIdSchema });
export const collaboratorParamsSchema = workParamsSchema.extend({
  email: z.string().max(320, 'An e-mail address is at most 320 characters long.'),
});
export const workInvitationParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not valid.'),
});
export const authorParamsSchema = z.object({ id: z.string().min(1).max(120) });

export const myWorkSchema = z.object({
  kind: workKindSchema,
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: workStatusSchema,
  role: workRoleSchema,
  head_revision: z.number().int(),
  published_revision: z.number().int().nullable(),
  updated_at: z.string(),
});
export type MyWork = z.infer<typeof myWorkSchema>;
export const myWorksReplySchema = z.object({ works: z.array(myWorkSchema) });

export const createWorkBodySchema = z.object({
  kind: collaborativeWorkKindSchema,
  title: title('The title'),
});
export const createWorkReplySchema = z.object({
  kind: collaborativeWorkKindSchema,
  id: z.string(),
  slug: z.string(),
  head_revision: z.number().int(),
});

export const createPageBodySchema = z.object({
  course_id: contentIdSchema,
  module_id: contentIdSchema.optional(),
  title: title('The title'),
});
export const createPageReplySchema = z.object({
  id: z.string(),
  slug: z.string(),
  head_revision: z.number().int(),
});

export const workReplySchema = z.object({
  kind: workKindSchema,
  id: z.string(),
  slug: z.string(),
  role: workRoleSchema,
  status: workStatusSchema,
  head_revision: z.number().int(),
  published_revision: z.number().int().nullable(),
  updated_at: z.string(),
  /** The name of whoever saved the head revision. */
  updated_by: z.string(),
  document: z.record(z.string(), z.unknown()),
  /** A lesson's course. */
  course_id: z.string().optional(),
});
export type WorkReply = z.infer<typeof workReplySchema>;

export const saveWorkBodySchema = z.object({
  base_revision: revisionNumberSchema,
  document: documentBodySchema,
});
export const savedReplySchema = z.object({ head_revision: z.number().int(), saved_at: z.string() });
export type SavedReply = z.infer<typeof savedReplySchema>;

export const revisionSummarySchema = z.object({
  revision: z.number().int(),
  saved_at: z.string(),
  saved_by: z.string(),
  published: z.boolean(),
});
export const revisionsReplySchema = z.object({ revisions: z.array(revisionSummarySchema) });
export const revisionReplySchema = z.object({
  revision: z.number().int(),
  document: z.record(z.string(), z.unknown()),
});

export const restoreBodySchema = z.object({
  revision: revisionNumberSchema,
  base_revision: revisionNumberSchema,
});
export const publishBodySchema = z.object({ revision: revisionNumberSchema });
export const publishReplySchema = z.object({ published_revision: z.number().int(), url: z.string() });

export const previewQuerySchema = z.object({ revision: revisionNumberSchema.optional() });
export const previewReplySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lesson'),
    title: z.string(),
    summary: z.string(),
    course: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
    widgets: z.array(publicWidgetSchema),
  }),
  z.object({
    kind: z.literal('shot'),
    title: z.string(),
    summary: z.string(),
    tags: z.array(z.string()),
    difficulty: z.string(),
    license: z.string(),
    attributions: z.array(shotAttributionSchema),
    read_time: z.number().int(),
    widgets: z.array(publicWidgetSchema),
  }),
  z.object({
    kind: z.literal('course'),
    title: z.string(),
    summary: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    difficulty: z.string(),
    cover_image_url: z.string().nullable(),
    modules: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        lessons: z.array(z.object({ id: z.string(), title: z.string() })),
      }),
    ),
  }),
  z.object({
    kind: z.literal('path'),
    title: z.string(),
    summary: z.string(),
    tags: z.array(z.string()),
    path_type: z.string(),
    courses: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() })),
  }),
]);
export type PreviewReply = z.infer<typeof previewReplySchema>;

export const checkSolutionBodySchema = z.object({
  widget_id: z.string().max(64),
  base_revision: revisionNumberSchema,
});
export const checkSolutionReplySchema = z.object({
  passed: z.boolean(),
  results: z.array(
    z.object({
      name: z.string(),
      passed: z.boolean(),
      hidden: z.boolean(),
      expected: z.string().optional(),
      actual: z.string().optional(),
    }),
  ),
});
export type CheckSolutionReply = z.infer<typeof checkSolutionReplySchema>;

export const collaboratorSchema = z.object({
  user_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  role: workRoleSchema,
  status: z.enum(['active', 'invited']),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;
export const collaboratorsReplySchema = z.object({ collaborators: z.array(collaboratorSchema) });
export const collaboratorReplySchema = z.object({ collaborator: collaboratorSchema });
export const inviteCollaboratorBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320, 'An e-mail address is at most 320 characters long.')
    .email('Enter a valid e-mail address.'),
  role: workRoleSchema,
});
export const updateCollaboratorBodySchema = z.object({ role: workRoleSchema });
export const okReplySchema = z.object({ ok: z.literal(true) });
export const acceptWorkInvitationReplySchema = z.object({
  kind: collaborativeWorkKindSchema,
  id: z.string(),
  title: z.string(),
});

export const authorProfileReplySchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  badge: z.string().nullable(),
  published_count: z.number().int(),
  works: z.array(z.object({ kind: collaborativeWorkKindSchema, title: z.string(), url: z.string() })),
});
export type AuthorProfileReply = z.infer<typeof authorProfileReplySchema>;

export const updateAttributionsBodySchema = z.object({ attributions: shotAttributionsSchema });
export const updateAttributionsReplySchema = z.object({ attributions: z.array(shotAttributionSchema) });
