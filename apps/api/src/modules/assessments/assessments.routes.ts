import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { gateScope } from '../feature-flags';
import { type CodingJudge, createAssessmentsContext } from './assessment-context';
import { assessmentDetail } from './use-cases/assessment-detail';
import { attemptResult } from './use-cases/attempt-result';
import { attemptState } from './use-cases/attempt-state';
import { readAssessmentForEditing, saveAssessment } from './use-cases/edit-assessment';
import { listAssessments } from './use-cases/list-assessments';
import { listMyAssessments } from './use-cases/list-my-assessments';
import { startAttempt } from './use-cases/start-attempt';
import { submitAnswer } from './use-cases/submit-answer';

export interface AssessmentsModuleOptions {
  judge: CodingJudge;
  /** The clock (tests move it past the time limit and the cool-down). */
  now?: () => Date;
}

/** Skill assessments (/assessments) and their editor (/assessmenteditor). */
export function assessmentsRoutes(options: AssessmentsModuleOptions) {
  return async (app: AppInstance): Promise<void> => {
    const ctx = createAssessmentsContext(app.deps.db, options);
    const routes = apiRoutes.assessments;
    // The learners' side (assessments and their attempts), in its own scope behind the
    // assessments capability; the editor is not.
    await app.register(async (learners: AppInstance) => {
      gateScope(learners, 'assessments');
      registerRoute(learners, routes.list, async () => listAssessments(ctx));
      registerRoute(learners, routes.detail, async (request) =>
        assessmentDetail(ctx, request.user, request.params.slug),
      );
      registerRoute(learners, routes.start, async (request) =>
        startAttempt(ctx, request.user, request.params.slug),
      );
      registerRoute(learners, routes.attempt, async (request) =>
        attemptState(ctx, request.user, request.params.attemptId),
      );
      registerRoute(learners, routes.answer, async (request) =>
        submitAnswer(ctx, request.user, request.ip, request.params.attemptId, request.body),
      );
      registerRoute(learners, routes.result, async (request) =>
        attemptResult(ctx, request.user, request.params.attemptId),
      );
    });
    registerRoute(app, routes.editorList, async (request) => listMyAssessments(ctx, request.user));
    registerRoute(app, routes.editorCreate, async (request) =>
      saveAssessment(ctx, request.user, null, request.body),
    );
    registerRoute(app, routes.editorRead, async (request) =>
      readAssessmentForEditing(ctx, request.user, request.params.assessmentId),
    );
    registerRoute(app, routes.editorSave, async (request) =>
      saveAssessment(ctx, request.user, request.params.assessmentId, request.body),
    );
  };
}
