import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import type { NotesContext } from './notes-context';
import { deleteHighlight, updateHighlight } from './use-cases/change-highlight';
import { createHighlight } from './use-cases/create-highlight';
import { exportCourseHighlights } from './use-cases/export-highlights';
import { listCourseHighlights, listLessonHighlights } from './use-cases/list-highlights';

/** /api/notes/*: thin routes over the notes use cases (issue 15 "Reader"). */
export function notesRoutes(ctx: NotesContext) {
  return async (app: AppInstance): Promise<void> => {
    const routes = apiRoutes.notes;
    registerRoute(app, routes.create, async (request) => createHighlight(ctx, request.user, request.body));
    registerRoute(app, routes.update, async (request) =>
      updateHighlight(ctx, request.user, request.params.highlightId, request.body),
    );
    registerRoute(app, routes.remove, async (request) =>
      deleteHighlight(ctx, request.user, request.params.highlightId),
    );
    registerRoute(app, routes.forLesson, async (request) =>
      listLessonHighlights(ctx, request.user, request.params.lessonId),
    );
    registerRoute(app, routes.forCourse, async (request) =>
      listCourseHighlights(ctx, request.user, request.params.courseId),
    );
    registerRoute(app, routes.exportCourse, async (request, reply) => {
      const { fileName, markdown } = await exportCourseHighlights(ctx, request.user, request.params.courseId);
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(markdown);
    });
  };
}
