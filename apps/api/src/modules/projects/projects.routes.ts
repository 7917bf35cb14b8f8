import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { createProjectsContext } from './projects-context';
import type { ProjectJudge } from './use-cases/submit-task';

/** Projects (/projects/…) and the project editor (/projecteditor); tasks are judged by the runner. */
export function projectsRoutes(deps: { judge: ProjectJudge; now?: () => Date }) {
  return async (app: AppInstance): Promise<void> => {
    const { views, sharing, editor, submit } = createProjectsContext(app.deps.db, {
      judge: deps.judge,
      now: deps.now ?? (() => new Date()),
    });
    const routes = apiRoutes.projects;

    registerRoute(app, routes.list, async (request) => views.list(request.user));
    registerRoute(app, routes.detail, async (request) => views.detail(request.params.slug, request.user));
    registerRoute(app, routes.start, async (request) => views.start(request.params.slug, request.user));
    registerRoute(app, routes.submit, async (request) =>
      submit(request.params.slug, request.params.taskId, request.body.files, {
        user: request.user,
        ip: request.ip,
      }),
    );
    registerRoute(app, routes.sharing, async (request) =>
      sharing.setPublic(request.params.slug, request.user, request.body.is_public),
    );
    registerRoute(app, routes.shared, async (request) =>
      sharing.shared(request.params.shareId, request.user),
    );

    registerRoute(app, routes.editorList, async (request) => editor.list(request.user));
    registerRoute(app, routes.editorCreate, async (request) => editor.create(request.user, request.body));
    registerRoute(app, routes.editorGet, async (request) =>
      editor.get(request.user, request.params.projectId),
    );
    registerRoute(app, routes.editorSave, async (request) =>
      editor.save(request.user, request.params.projectId, request.body),
    );
  };
}
