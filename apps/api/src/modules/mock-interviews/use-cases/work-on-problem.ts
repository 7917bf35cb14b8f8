import { RUNNER_LANGUAGES, type RunnerLanguage } from '@learnbox/contracts/runner';
import {
  DomainError,
  guardReply,
  HINT_STEP_LABELS,
  hintFor,
  INTERVIEW_MESSAGES,
  nextHintStep,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { MockInterviewsContext } from '../interview-context';
import { interviewReply, type LoadedInterview, loadInterview } from './interview-view';

const MAIN_FILE: Record<string, string> = { python: 'main.py', cpp: 'main.cpp', javascript: 'main.js' };

/**
 * The coding part, still open: refused once it ended; past the deadline it ends now (the clock
 * is the server's) and the learner is told to go on to the follow-up questions.
 */
async function openCodingPart(ctx: MockInterviewsContext, loaded: LoadedInterview): Promise<void> {
  if (loaded.interview.stage !== 'coding')
    throw new DomainError(INTERVIEW_MESSAGES.NOT_CODING, STATUS.ALREADY_EXISTS);
  if (ctx.now() > loaded.interview.deadlineAt) {
    await ctx.repo.update(loaded.interview.id, 'coding', {
      stage: 'follow_up',
      codingEndedAt: loaded.interview.deadlineAt,
    });
    throw new DomainError(INTERVIEW_MESSAGES.TIME_UP, STATUS.ALREADY_EXISTS);
  }
}

/** Code is judged against the problem's hidden tests by the runner; a design is kept as written. */
export async function submitWork(
  ctx: MockInterviewsContext,
  user: CurrentUser | null,
  ip: string,
  id: string,
  code: string,
) {
  const loaded = await loadInterview(ctx, user, id);
  await openCodingPart(ctx, loaded);
  if (code.trim() === '')
    throw new DomainError(INTERVIEW_MESSAGES.WRITE_SOME_CODE, STATUS.OPERATION_NOT_ALLOWED, {
      code: INTERVIEW_MESSAGES.WRITE_SOME_CODE,
    });
  const { problem } = loaded;
  let testsPassed = 0;
  if (loaded.interview.track === 'coding') {
    const language = (RUNNER_LANGUAGES as readonly string[]).includes(problem.language ?? '')
      ? (problem.language as RunnerLanguage)
      : 'python';
    const result = await ctx.judge(
      {
        language,
        files: [{ name: MAIN_FILE[language] ?? 'main.txt', content: code }],
        testCases: problem.tests.map((test) => ({
          name: test.name,
          stdin: test.stdin,
          expectedOutput: test.expected_output,
          hidden: true,
        })),
      },
      { user: loaded.learner, ip },
    );
    testsPassed = result.cases.filter((item) => item.verdict === 'passed').length;
  }
  const updated = await ctx.repo.update(id, 'coding', {
    code,
    testsPassed,
    testsTotal: problem.tests.length,
  });
  if (!updated) throw new DomainError(INTERVIEW_MESSAGES.NOT_CODING, STATUS.ALREADY_EXISTS);
  return interviewReply({ interview: updated, problem });
}

/** The coach's ladder on the interview's problem, one step per request, counted on the scorecard. */
export async function interviewHint(ctx: MockInterviewsContext, user: CurrentUser | null, id: string) {
  const loaded = await loadInterview(ctx, user, id);
  await openCodingPart(ctx, loaded);
  const { interview, problem } = loaded;
  const step = nextHintStep(interview.hintsUsed);
  let text: string;
  if (interview.track === 'coding') {
    text = hintFor(step, {
      authorHints: [],
      failingTest: null,
      error: null,
      learnerCode: interview.code,
      solution: problem.solution,
    });
  } else {
    const followUp = problem.followUps[Math.min(interview.hintsUsed, problem.followUps.length - 1)];
    text = `An interviewer is likely to ask: ${followUp?.question ?? 'what fails first under load?'}`;
  }
  const guarded = guardReply(`${HINT_STEP_LABELS[step]}: ${text}`, {
    solution: problem.solution ? [problem.solution] : [],
    hidden: problem.tests.flatMap((test) => [test.stdin, test.expected_output]),
    visible: [problem.starterCode, interview.code, problem.prompt],
  });
  const updated = await ctx.repo.update(id, 'coding', { hintsUsed: interview.hintsUsed + 1 });
  if (!updated) throw new DomainError(INTERVIEW_MESSAGES.NOT_CODING, STATUS.ALREADY_EXISTS);
  return { text: guarded.text, hints_used: updated.hintsUsed };
}

export async function endCoding(ctx: MockInterviewsContext, user: CurrentUser | null, id: string) {
  const loaded = await loadInterview(ctx, user, id);
  if (loaded.interview.stage !== 'coding') return interviewReply(loaded);
  const now = ctx.now();
  const endedAt = new Date(Math.min(now.getTime(), loaded.interview.deadlineAt.getTime()));
  const updated = await ctx.repo.update(id, 'coding', { stage: 'follow_up', codingEndedAt: endedAt });
  return interviewReply({
    interview: updated ?? (await loadInterview(ctx, user, id)).interview,
    problem: loaded.problem,
  });
}
