import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { gateScope } from '../feature-flags';
import { createMockInterviewsContext, type MockInterviewsOptions } from './interview-context';
import { answerFollowUps } from './use-cases/answer-follow-ups';
import { interviewReply, loadInterview } from './use-cases/interview-view';
import { interviewHistory, startInterview } from './use-cases/start-interview';
import { endCoding, interviewHint, submitWork } from './use-cases/work-on-problem';

export type { MockInterviewsOptions };

/** Mock interviews (issue 18): /api/mock-interviews/*. */
export function mockInterviewsRoutes(options: MockInterviewsOptions) {
  return async (app: AppInstance): Promise<void> => {
    // Every route of this module is the mock interviews capability's.
    gateScope(app, 'mockInterviews');
    const ctx = createMockInterviewsContext(app.deps.db, options);
    const routes = apiRoutes.mockInterviews;
    registerRoute(app, routes.history, async (request) => interviewHistory(ctx, request.user));
    registerRoute(app, routes.start, async (request) =>
      startInterview(ctx, request.user, request.body.track),
    );
    registerRoute(app, routes.read, async (request) =>
      interviewReply(await loadInterview(ctx, request.user, request.params.interviewId)),
    );
    registerRoute(app, routes.code, async (request) =>
      submitWork(ctx, request.user, request.ip, request.params.interviewId, request.body.code),
    );
    registerRoute(app, routes.hint, async (request) =>
      interviewHint(ctx, request.user, request.params.interviewId),
    );
    registerRoute(app, routes.endCoding, async (request) =>
      endCoding(ctx, request.user, request.params.interviewId),
    );
    registerRoute(app, routes.answers, async (request) =>
      answerFollowUps(ctx, request.user, request.params.interviewId, request.body.answers),
    );
  };
}
