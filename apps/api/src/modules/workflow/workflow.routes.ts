import { apiRoutes } from '@learnbox/contracts';
import { PRODUCT_EVENTS } from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import { trackingOf } from '../analytics';
import { workflowServiceFor } from './workflow.service';

/** New tasks per user and hour: a person planning a week, not a script. */
export const DEFAULT_WORKFLOW_CREATE_LIMIT: RateLimitRule = { max: 60, windowMs: 60 * 60_000 };

export interface WorkflowModuleOptions {
  limiter: RateLimiter;
  /** User info is cached per user: the onboarding flags it shows change here. */
  invalidateUserInfo: (userId: string) => void;
}

/** CreateWorkflowItemModal's tasks and OnboardingModal's answers, each user's own. */
export const workflowRoutes = (options: WorkflowModuleOptions) => async (app: AppInstance) => {
  const workflow = workflowServiceFor(app.deps.db);
  const routes = apiRoutes.workflow;

  registerRoute(app, routes.list, async (request) => workflow.list(requireUser(request).id));
  registerRoute(app, routes.create, async (request) => {
    const user = requireUser(request);
    await enforceRateLimits(options.limiter, [
      [`workflow:create:user:${user.id}`, DEFAULT_WORKFLOW_CREATE_LIMIT],
    ]);
    return workflow.create(user.id, request.body);
  });
  registerRoute(app, routes.update, async (request) =>
    workflow.setDone(requireUser(request).id, request.params.id, request.body.done),
  );
  registerRoute(app, routes.remove, async (request) =>
    workflow.remove(requireUser(request).id, request.params.id),
  );

  registerRoute(app, routes.onboarding, async (request) => {
    const user = requireUser(request);
    await workflow.completeOnboarding(user.id);
    options.invalidateUserInfo(user.id);
    // The answers are kept as the event's properties: what learners come for, in the funnel's table.
    await app.analytics.recordProductEvent(PRODUCT_EVENTS.ONBOARDING_COMPLETED, {
      userId: user.id,
      tracking: trackingOf(request),
      props: { ...request.body },
    });
    return { show_onboarding_questionnaire: false, is_onboarding_completed: true };
  });

  registerRoute(app, routes.dismissOnboarding, async (request) => {
    const user = requireUser(request);
    const completed = await workflow.dismissOnboarding(user.id);
    options.invalidateUserInfo(user.id);
    return { show_onboarding_questionnaire: false, is_onboarding_completed: completed };
  });
};
