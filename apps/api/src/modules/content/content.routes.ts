import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { isB2bVisitor } from '../../platform/http/site-host';
import { contentReadingFor } from './content-reading';
import { notFound } from './course-view';
import type { ProgressStore, QuizVerdictStore } from './progress-store';
import { readCollection } from './read-collection';
import { readLesson } from './read-lesson';
import { loadReader } from './reader';

/** Courses and lessons to read; the learner's progress comes from the progress module (app.ts). */
export const contentRoutes =
  (options: {
    progress: (db: AppInstance['deps']['db']) => ProgressStore;
    quizzes?: (db: AppInstance['deps']['db']) => QuizVerdictStore;
  }) =>
  async (app: AppInstance): Promise<void> => {
    const { deps, entitlements } = contentReadingFor(
      app.deps.db,
      options.progress(app.deps.db),
      options.quizzes?.(app.deps.db),
    );

    registerRoute(app, apiRoutes.content.collection, async (request) => {
      const reader = await loadReader(request.user, entitlements);
      // Logged out on an organization's host, some courses are a 404 (spec section 5).
      return readCollection(
        deps,
        request.params.slug,
        reader,
        request.query.work_type,
        isB2bVisitor(request),
      );
    });

    registerRoute(app, apiRoutes.content.lesson, async (request) => {
      if (request.query.work_type === 'path')
        throw notFound('a lesson in a learning path; open it from its course');
      const reader = await loadReader(request.user, entitlements);
      const { slug, lesson } = request.params;
      return readLesson(deps, slug, lesson, request.query.content_revision, reader, isB2bVisitor(request));
    });

    // The page's own URL, /courses/{course}/{lesson}, split into {a}/{b}/{c} (spec section 7).
    registerRoute(app, apiRoutes.content.lessonByUrl, async (request) => {
      const reader = await loadReader(request.user, entitlements);
      return readLesson(
        deps,
        request.params.b,
        request.params.c,
        request.query.content_revision,
        reader,
        isB2bVisitor(request),
      );
    });
  };
