import {
  contentIdSchema,
  errorReplySchema,
  learningPlansReplySchema,
  lessonProgressReplySchema,
  myCoursesReplySchema,
  pinworkBodySchema,
  pinworkQuerySchema,
  pinworkReplySchema,
  readerPreferencesReplySchema,
  readerPreferencesSchema,
} from '@learnbox/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../platform/http/app-instance';
import { loadReader } from '../content';
import { progressServiceFor, requireReader } from './progress.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

export async function progressRoutes(app: AppInstance): Promise<void> {
  const { service, entitlements } = progressServiceFor(app.deps.db);
  const signedIn = async (request: { user: Parameters<typeof loadReader>[0] }) =>
    requireReader(await loadReader(request.user, entitlements));

  for (const [method, completed] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/progress/lessons/:lessonId/complete',
      schema: {
        tags: ['progress'],
        summary: completed ? 'Mark a lesson complete' : 'Mark a lesson not complete',
        params: z.object({ lessonId: contentIdSchema }),
        response: { 200: lessonProgressReplySchema, ...errors },
      },
      handler: async (request) =>
        service.setCompleted(await signedIn(request), request.params.lessonId, completed),
    });
  }

  app.get(
    '/api/progress/mycourses',
    {
      schema: {
        tags: ['progress'],
        summary: 'Courses the learner started or pinned, with percent and where to resume',
        response: { 200: myCoursesReplySchema, ...errors },
      },
    },
    async (request) => service.myCourses(await signedIn(request)),
  );

  app.get(
    '/api/progress/learning-plans',
    {
      schema: {
        tags: ['progress'],
        summary: 'Paths the learner pinned or started, with percent per path and per course',
        response: { 200: learningPlansReplySchema, ...errors },
      },
    },
    async (request) => service.learningPlans(await signedIn(request)),
  );

  for (const [url, pinned] of [
    ['/api/pinwork', true],
    ['/api/unpinwork', false],
  ] as const) {
    app.put(
      url,
      {
        schema: {
          tags: ['progress'],
          summary: pinned ? 'Pin a course or path to your plans (spec section 7)' : 'Unpin a course or path',
          querystring: pinworkQuerySchema,
          body: pinworkBodySchema,
          response: { 200: pinworkReplySchema, ...errors },
        },
      },
      async (request) =>
        service.pin(
          await signedIn(request),
          request.body.work_id,
          request.query.work_type,
          request.query.path_type ?? null,
          pinned,
        ),
    );
  }

  app.get(
    '/api/reader/preferences',
    {
      schema: {
        tags: ['progress'],
        summary: 'Reading preferences (font, size, line height, theme) and used_customize_fonts',
        response: { 200: readerPreferencesReplySchema, ...errors },
      },
    },
    async (request) => service.preferences(await signedIn(request)),
  );

  app.put(
    '/api/reader/preferences',
    {
      schema: {
        tags: ['progress'],
        summary: 'Save reading preferences',
        body: readerPreferencesSchema,
        response: { 200: readerPreferencesReplySchema, ...errors },
      },
    },
    async (request) => service.savePreferences(await signedIn(request), request.body),
  );
}
