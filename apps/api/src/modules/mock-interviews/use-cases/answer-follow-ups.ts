import { DomainError, INTERVIEW_MESSAGES, interviewerNote, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { MockInterviewsContext } from '../interview-context';
import { interviewReply, loadInterview } from './interview-view';

/**
 * The learner's answers to the follow-up questions: the scripted interviewer notes what each
 * named, and the interview is done, its scorecard kept in the learner's history.
 */
export async function answerFollowUps(
  ctx: MockInterviewsContext,
  user: CurrentUser | null,
  id: string,
  answers: string[],
) {
  const loaded = await loadInterview(ctx, user, id);
  if (loaded.interview.stage !== 'follow_up')
    throw new DomainError(INTERVIEW_MESSAGES.NOT_FOLLOW_UP, STATUS.ALREADY_EXISTS);
  const { followUps } = loaded.problem;
  if (answers.length !== followUps.length || answers.some((answer) => answer.trim() === ''))
    throw new DomainError(INTERVIEW_MESSAGES.ANSWER_EVERY_QUESTION, STATUS.OPERATION_NOT_ALLOWED, {
      answers: INTERVIEW_MESSAGES.ANSWER_EVERY_QUESTION,
    });
  // The model (when configured) writes the notes; the scripted checklist grounds it and stands in.
  const written = await Promise.all(
    followUps.map(async (followUp, index) => {
      const answer = answers[index] ?? '';
      const scriptedNote = interviewerNote(followUp, answer).note;
      const modelNote = ctx.interviewer
        ? await ctx.interviewer({
            question: followUp.question,
            keywords: followUp.keywords,
            answer,
            scriptedNote,
          })
        : null;
      return { question: followUp.question, answer, note: modelNote ?? scriptedNote };
    }),
  );
  const updated = await ctx.repo.update(id, 'follow_up', {
    stage: 'done',
    answers: written,
    notes: written.map((item) => item.note),
    finishedAt: ctx.now(),
  });
  if (!updated) throw new DomainError(INTERVIEW_MESSAGES.NOT_FOLLOW_UP, STATUS.ALREADY_EXISTS);
  return interviewReply({ interview: updated, problem: loaded.problem });
}
