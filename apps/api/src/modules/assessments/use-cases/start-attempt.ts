import { ASSESSMENT_MESSAGES, DomainError, retakeAllowedAt, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { authorize } from '../../../platform/policies';
import type { AssessmentsContext } from '../assessment-context';
import { findAssessment } from './assessment-detail';
import { advanceAttempt } from './attempt-state';

/**
 * Starts an attempt, or hands back the one in progress (a second tab resumes rather than
 * restarts). Refused while the last finished attempt's cool-down runs, with the time it ends.
 */
export async function startAttempt(ctx: AssessmentsContext, user: CurrentUser | null, slug: string) {
  const assessment = await findAssessment(ctx, user, slug);
  authorize(user, 'take', {
    kind: 'assessment',
    exists: true,
    published: assessment.published,
    ownerUserId: assessment.ownerUserId,
  });
  const learner = user as CurrentUser;
  const open = await ctx.repo.openAttempt(learner.id, assessment.id);
  if (open) return { attempt_id: open.id };
  const last = await ctx.repo.lastFinishedAttempt(learner.id, assessment.id);
  const allowedAt = retakeAllowedAt(last?.finishedAt ?? null, ctx.now());
  if (allowedAt) throw new DomainError(ASSESSMENT_MESSAGES.retakeCooldown(allowedAt), STATUS.ALREADY_EXISTS);
  const questions = await ctx.repo.questionsOf(assessment.id);
  if (questions.length === 0)
    throw new DomainError(ASSESSMENT_MESSAGES.NO_QUESTIONS, STATUS.OPERATION_NOT_ALLOWED);
  const attempt = await ctx.repo.createAttempt(learner.id, assessment.id, ctx.now());
  if (!attempt) {
    const raced = await ctx.repo.openAttempt(learner.id, assessment.id);
    if (raced) return { attempt_id: raced.id };
    throw new DomainError(ASSESSMENT_MESSAGES.ATTEMPT_NOT_FOUND, STATUS.ALREADY_EXISTS);
  }
  await advanceAttempt(ctx, { attempt, assessment, questions, answers: [] });
  return { attempt_id: attempt.id };
}
