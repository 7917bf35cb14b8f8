import { z } from 'zod';
import { slugSchema } from '../catalogue';
import { collectionReplySchema, contentRevisionSchema, lessonReplySchema, workTypeSchema } from '../content';
import { defineRoute } from './define-route';

const tags = ['content'];
const errors = [400, 403, 404, 409] as const;

/** The signed-in learner's active subscription and owned courses. */
export const entitlementsReplySchema = z.object({
  subscription: z.object({ active: z.literal(true), expires_at: z.string().nullable() }).nullable(),
  owned_course_ids: z.array(z.string()),
});

export const contentRoutes = {
  collection: defineRoute({
    method: 'GET',
    path: '/api/collection/:slug',
    tags,
    summary: 'A course (with its outline) or a path (with its courses), with access and progress',
    params: z.object({ slug: slugSchema }),
    query: z.object({ work_type: workTypeSchema.optional() }),
    reply: collectionReplySchema,
    errors,
  }),
  lesson: defineRoute({
    method: 'GET',
    path: '/api/collection/:slug/page/:lesson',
    tags,
    summary: 'A lesson of a course (spec section 7); 403 with errors.reason when it is locked',
    params: z.object({ slug: slugSchema, lesson: slugSchema }),
    query: z.object({ work_type: workTypeSchema.optional(), content_revision: contentRevisionSchema }),
    reply: lessonReplySchema,
    errors,
  }),
  /** The page's own URL, /courses/{course}/{lesson}, split into {a}/{b}/{c} (spec section 7). */
  lessonByUrl: defineRoute({
    method: 'GET',
    path: '/api/page/url/:a/:b/:c',
    tags,
    summary: 'A lesson by its page URL: /api/page/url/courses/{course}/{lesson}',
    params: z.object({
      a: z.literal('courses', { error: 'Lesson pages live under "courses".' }),
      b: slugSchema,
      c: slugSchema,
    }),
    query: z.object({ content_revision: contentRevisionSchema }),
    reply: lessonReplySchema,
    errors,
  }),
  myEntitlements: defineRoute({
    method: 'GET',
    path: '/api/entitlements/mine',
    tags,
    summary: "The signed-in learner's active subscription and owned courses",
    reply: entitlementsReplySchema,
  }),
};
