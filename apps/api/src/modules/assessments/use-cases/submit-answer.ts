import type { SubmitAnswerBody } from '@learnbox/contracts';
import { ASSESSMENT_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { authorize } from '../../../platform/policies';
import type { AssessmentsContext } from '../assessment-context';
import type { QuestionRow } from '../assessments.repository';
import { advanceAttempt, loadAttempt, stateReply, timeIsUp } from './attempt-state';

async function grade(
  ctx: AssessmentsContext,
  question: QuestionRow,
  body: SubmitAnswerBody,
  requester: { user: CurrentUser; ip: string },
): Promise<{ answer: string; correct: boolean }> {
  if (question.kind === 'multiple_choice') {
    const option = question.options.find((item) => item.id === body.option_id);
    if (!option)
      throw new DomainError(ASSESSMENT_MESSAGES.CHOOSE_AN_OPTION, STATUS.OPERATION_NOT_ALLOWED, {
        option_id: ASSESSMENT_MESSAGES.CHOOSE_AN_OPTION,
      });
    return { answer: option.id, correct: option.correct };
  }
  const code = body.code ?? '';
  if (code.trim() === '')
    throw new DomainError(ASSESSMENT_MESSAGES.WRITE_SOME_CODE, STATUS.OPERATION_NOT_ALLOWED, {
      code: ASSESSMENT_MESSAGES.WRITE_SOME_CODE,
    });
  const correct = await ctx.judge(
    { language: question.language ?? 'python', code, tests: question.tests },
    requester,
  );
  return { answer: code, correct };
}

/**
 * Grades the current question on the server, records it and moves on. After the time limit the
 * attempt ends with what was answered before it, and this late answer is not counted.
 */
export async function submitAnswer(
  ctx: AssessmentsContext,
  user: CurrentUser | null,
  ip: string,
  attemptId: string,
  body: SubmitAnswerBody,
) {
  const loaded = await loadAttempt(ctx, user, attemptId);
  authorize(user, 'answer', { kind: 'assessment-attempt', ownerId: loaded.attempt.userId });
  if (loaded.attempt.finishedAt)
    throw new DomainError(ASSESSMENT_MESSAGES.ALREADY_FINISHED, STATUS.ALREADY_EXISTS);
  if (timeIsUp(loaded, ctx.now())) return stateReply(ctx, await advanceAttempt(ctx, loaded));
  const question = loaded.questions.find((item) => item.id === loaded.attempt.currentQuestionId);
  if (!question || question.id !== body.question_id)
    throw new DomainError(ASSESSMENT_MESSAGES.NOT_CURRENT_QUESTION, STATUS.ALREADY_EXISTS);
  const graded = await grade(ctx, question, body, { user: user as CurrentUser, ip });
  const answer = {
    attemptId: loaded.attempt.id,
    questionId: question.id,
    position: loaded.answers.length + 1,
    answer: graded.answer,
    correct: graded.correct,
    difficulty: question.difficulty,
    askedAt: loaded.attempt.currentAskedAt ?? loaded.attempt.startedAt,
    answeredAt: ctx.now(),
  };
  if (!(await ctx.repo.recordAnswer(answer)))
    throw new DomainError(ASSESSMENT_MESSAGES.NOT_CURRENT_QUESTION, STATUS.ALREADY_EXISTS);
  const next = await advanceAttempt(ctx, {
    ...loaded,
    attempt: { ...loaded.attempt, currentQuestionId: null, currentAskedAt: null },
    answers: [...loaded.answers, answer],
  });
  return stateReply(ctx, next, graded.correct);
}
