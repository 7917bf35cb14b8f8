import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import {
  createMemoryRateLimiter,
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import { gateScope } from '../feature-flags';
import { createProjectsContext } from './projects-context';
import type { ProjectJudge } from './use-cases/submit-task';

/** Projects (/projects/…) and the project editor (/projecteditor); tasks are judged by the runner. */
/** Each submission is a run on the runner: a learner's budget, beside the runner's own fair share. */
export const PROJECT_SUBMIT_RULE: RateLimitRule = { max: 20, windowMs: 60_000 };

export function projectsRoutes(deps: { judge: ProjectJudge; limiter?: RateLimiter; now?: () => Date }) {
  return async (app: AppInstance): Promise<void> => {
    const { views, sharing, editor, submit } = createProjectsContext(app.deps.db, {
      judge: deps.judge,
      now: deps.now ?? (() => new Date()),
    });
    const limiter = deps.limiter ?? createMemoryRateLimiter();
    const routes = apiRoutes.projects;

    // The learners' side, in its own scope behind the projects capability; the editor is not.
    await app.register(async (learners: AppInstance) => {
      gateScope(learners, 'projects');
      registerRoute(learners, routes.list, async (request) => views.list(request.user));
      registerRoute(learners, routes.detail, async (request) =>
        views.detail(request.params.slug, request.user),
      );
      registerRoute(learners, routes.start, async (request) =>
        views.start(request.params.slug, request.user),
      );
      registerRoute(learners, routes.submit, async (request) => {
        if (request.user)
          await enforceRateLimits(limiter, [[`project-submit:${request.user.id}`, PROJECT_SUBMIT_RULE]]);
        return submit(request.params.slug, request.params.taskId, request.body.files, {
          user: request.user,
          ip: request.ip,
        });
      });
      registerRoute(learners, routes.sharing, async (request) =>
        sharing.setPublic(request.params.slug, request.user, request.body.is_public),
      );
      registerRoute(learners, routes.shared, async (request) =>
        sharing.shared(request.params.shareId, request.user),
      );
    });

    registerRoute(app, routes.editorList, async (request) => editor.list(request.user));
    registerRoute(app, routes.editorCreate, async (request) => editor.create(request.user, request.body));
    registerRoute(app, routes.editorGet, async (request) =>
      editor.get(request.user, request.params.projectId),
    );
    registerRoute(app, routes.editorCheck, async (request) => {
      if (request.user)
        await enforceRateLimits(limiter, [[`project-submit:${request.user.id}`, PROJECT_SUBMIT_RULE]]);
      return editor.check({ user: request.user, ip: request.ip }, request.params.projectId);
    });
    registerRoute(app, routes.editorSave, async (request) =>
      editor.save(request.user, request.params.projectId, request.body),
    );
  };
}
