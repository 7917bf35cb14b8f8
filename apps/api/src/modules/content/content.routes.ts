import {
  collectionReplySchema,
  contentRevisionSchema,
  errorReplySchema,
  lessonReplySchema,
  slugSchema,
  workTypeSchema,
} from '@learnbox/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../platform/http/app-instance';
import { contentReadingFor } from './content-reading';
import { notFound } from './course-view';
import type { ProgressStore } from './progress-store';
import { readCollection } from './read-collection';
import { readLesson } from './read-lesson';
import { loadReader } from './reader';

const errors = { 400: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema };

/** Courses and lessons to read; the learner's progress comes from the progress module (app.ts). */
export const contentRoutes =
  (options: { progress: (db: AppInstance['deps']['db']) => ProgressStore }) =>
  async (app: AppInstance): Promise<void> => {
    const { deps, entitlements } = contentReadingFor(app.deps.db, options.progress(app.deps.db));

    app.get(
      '/api/collection/:slug',
      {
        schema: {
          tags: ['content'],
          summary: 'A course (with its outline) or a path (with its courses), with access and progress',
          params: z.object({ slug: slugSchema }),
          querystring: z.object({ work_type: workTypeSchema.optional() }),
          response: { 200: collectionReplySchema, ...errors },
        },
      },
      async (request) => {
        const reader = await loadReader(request.user, entitlements);
        return readCollection(deps, request.params.slug, reader, request.query.work_type);
      },
    );

    app.get(
      '/api/collection/:slug/page/:lesson',
      {
        schema: {
          tags: ['content'],
          summary: 'A lesson of a course (spec section 7); 403 with errors.reason when it is locked',
          params: z.object({ slug: slugSchema, lesson: slugSchema }),
          querystring: z.object({
            work_type: workTypeSchema.optional(),
            content_revision: contentRevisionSchema,
          }),
          response: { 200: lessonReplySchema, ...errors },
        },
      },
      async (request) => {
        if (request.query.work_type === 'path')
          throw notFound('a lesson in a learning path; open it from its course');
        const reader = await loadReader(request.user, entitlements);
        const { slug, lesson } = request.params;
        return readLesson(deps, slug, lesson, request.query.content_revision, reader);
      },
    );

    // The page's own URL, /courses/{course}/{lesson}, split into {a}/{b}/{c} (spec section 7).
    app.get(
      '/api/page/url/:a/:b/:c',
      {
        schema: {
          tags: ['content'],
          summary: 'A lesson by its page URL: /api/page/url/courses/{course}/{lesson}',
          params: z.object({
            a: z.literal('courses', { error: 'Lesson pages live under "courses".' }),
            b: slugSchema,
            c: slugSchema,
          }),
          querystring: z.object({ content_revision: contentRevisionSchema }),
          response: { 200: lessonReplySchema, ...errors },
        },
      },
      async (request) => {
        const reader = await loadReader(request.user, entitlements);
        return readLesson(deps, request.params.b, request.params.c, request.query.content_revision, reader);
      },
    );
  };
