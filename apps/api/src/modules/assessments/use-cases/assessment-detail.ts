import type { AssessmentDetailReply } from '@learnbox/contracts';
import { ASSESSMENT_MESSAGES, DomainError, retakeAllowedAt, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { authorize } from '../../../platform/policies';
import type { AssessmentsContext } from '../assessment-context';
import type { AssessmentRow } from '../assessments.repository';
import { summaryOf } from './list-assessments';

/** A published assessment by slug (its owner also sees a draft); others get a 404. */
export async function findAssessment(
  ctx: AssessmentsContext,
  user: CurrentUser | null,
  slug: string,
): Promise<AssessmentRow> {
  const row = await ctx.repo.bySlug(slug);
  const visible = row !== null && (row.published || (user !== null && row.ownerUserId === user.id));
  if (!row || !visible) throw new DomainError(ASSESSMENT_MESSAGES.NOT_FOUND, STATUS.NOT_FOUND);
  return row;
}

export async function assessmentDetail(
  ctx: AssessmentsContext,
  user: CurrentUser | null,
  slug: string,
): Promise<AssessmentDetailReply> {
  const row = await findAssessment(ctx, user, slug);
  const questions = await ctx.repo.questionsOf(row.id);
  const base = {
    ...summaryOf(row, questions.length),
    skills: [...new Set(questions.map((question) => question.skill))].sort(),
  };
  if (!user)
    return {
      ...base,
      in_progress_attempt_id: null,
      last_finished_attempt_id: null,
      retake_allowed_at: null,
      cooldown_text: null,
    };
  authorize(user, 'take', {
    kind: 'assessment',
    exists: true,
    published: row.published,
    ownerUserId: row.ownerUserId,
  });
  const open = await ctx.repo.openAttempt(user.id, row.id);
  const last = await ctx.repo.lastFinishedAttempt(user.id, row.id);
  const allowedAt = retakeAllowedAt(last?.finishedAt ?? null, ctx.now());
  return {
    ...base,
    in_progress_attempt_id: open?.id ?? null,
    last_finished_attempt_id: last?.id ?? null,
    retake_allowed_at: allowedAt?.toISOString() ?? null,
    cooldown_text: allowedAt ? ASSESSMENT_MESSAGES.retakeCooldown(allowedAt) : null,
  };
}
