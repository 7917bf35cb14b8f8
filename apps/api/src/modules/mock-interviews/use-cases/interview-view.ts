import type { InterviewReply } from '@learnbox/contracts';
import { buildScorecard, DomainError, INTERVIEW_MESSAGES, interviewerNote, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { MockInterviewsContext } from '../interview-context';
import type { InterviewProblemRow, MockInterviewRow } from '../mock-interviews.repository';

export interface LoadedInterview {
  learner: CurrentUser;
  interview: MockInterviewRow;
  problem: InterviewProblemRow;
}

export function requireLearner(user: CurrentUser | null): CurrentUser {
  if (!user) throw new DomainError(INTERVIEW_MESSAGES.LOGIN_REQUIRED, STATUS.UNAUTHORIZED);
  return user;
}

/** The learner's own interview; anyone else's is a 404, like one that does not exist. */
export async function loadInterview(
  ctx: MockInterviewsContext,
  user: CurrentUser | null,
  id: string,
): Promise<LoadedInterview> {
  const learner = requireLearner(user);
  const interview = await ctx.repo.find(id);
  if (!interview || interview.userId !== learner.id)
    throw new DomainError(INTERVIEW_MESSAGES.NOT_FOUND, STATUS.NOT_FOUND);
  const problem = await ctx.repo.problem(interview.problemId);
  if (!problem) throw new DomainError(INTERVIEW_MESSAGES.NOT_FOUND, STATUS.NOT_FOUND);
  return { learner, interview, problem };
}

export function scorecardOf(
  interview: MockInterviewRow,
  problem: Pick<InterviewProblemRow, 'timeLimitMinutes' | 'followUps' | 'tests'>,
) {
  if (interview.stage !== 'done') return null;
  const card = buildScorecard({
    track: interview.track,
    testsPassed: interview.testsPassed,
    // Never submitted: every test counts as not passed.
    testsTotal: interview.testsTotal || problem.tests.length,
    startedAt: interview.startedAt,
    codingEndedAt: interview.codingEndedAt ?? interview.finishedAt ?? interview.startedAt,
    timeLimitMinutes: problem.timeLimitMinutes,
    hintsUsed: interview.hintsUsed,
    notes: problem.followUps.map((followUp, index) =>
      interviewerNote(followUp, interview.answers[index]?.answer ?? ''),
    ),
  });
  return {
    correctness: card.correctness,
    minutes_used: card.minutesUsed,
    within_time: card.withinTime,
    hints_used: card.hintsUsed,
    follow_up_coverage: card.followUpCoverage,
    summary: card.summary,
  };
}

export function interviewReply({ interview, problem }: Omit<LoadedInterview, 'learner'>): InterviewReply {
  return {
    id: interview.id,
    track: interview.track,
    stage: interview.stage,
    problem: {
      title: problem.title,
      prompt: problem.prompt,
      language: problem.language,
      starter_code: problem.starterCode,
    },
    started_at: interview.startedAt.toISOString(),
    deadline_at: interview.deadlineAt.toISOString(),
    code: interview.code,
    tests:
      interview.track === 'coding' && interview.testsTotal > 0
        ? { passed: interview.testsPassed, total: interview.testsTotal }
        : null,
    hints_used: interview.hintsUsed,
    follow_ups: interview.stage === 'coding' ? [] : problem.followUps.map((followUp) => followUp.question),
    answers: interview.answers,
    scorecard: scorecardOf(interview, problem),
  };
}
