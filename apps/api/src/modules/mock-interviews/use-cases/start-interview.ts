import { DomainError, INTERVIEW_MESSAGES, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { MockInterviewsContext } from '../interview-context';
import { interviewReply, requireLearner } from './interview-view';

/** Starts an interview on a problem of the track the learner did not meet in their last few. */
export async function startInterview(
  ctx: MockInterviewsContext,
  user: CurrentUser | null,
  track: 'coding' | 'system_design',
) {
  const learner = requireLearner(user);
  const problems = await ctx.repo.problemsOf(track);
  if (problems.length === 0) throw new DomainError(INTERVIEW_MESSAGES.NO_PROBLEMS, STATUS.NOT_FOUND);
  const recent = new Set(await ctx.repo.recentProblemIds(learner.id, Math.floor(problems.length / 2)));
  const fresh = problems.filter((problem) => !recent.has(problem.id));
  const problem = ctx.pick(fresh.length > 0 ? fresh : problems);
  const now = ctx.now();
  const interview = await ctx.repo.create({
    userId: learner.id,
    problemId: problem.id,
    track,
    stage: 'coding',
    startedAt: now,
    deadlineAt: new Date(now.getTime() + problem.timeLimitMinutes * 60_000),
    // No test count until the first submission: the page shows results only once there are some.
    code: problem.starterCode,
  });
  return interviewReply({ interview, problem });
}

export async function interviewHistory(ctx: MockInterviewsContext, user: CurrentUser | null) {
  const learner = requireLearner(user);
  const rows = await ctx.repo.history(learner.id);
  const problems = new Map<string, Awaited<ReturnType<typeof ctx.repo.problem>>>();
  const interviews = [];
  for (const row of rows) {
    if (!problems.has(row.problemId)) problems.set(row.problemId, await ctx.repo.problem(row.problemId));
    const problem = problems.get(row.problemId);
    interviews.push({
      id: row.id,
      track: row.track,
      title: row.title,
      started_at: row.startedAt.toISOString(),
      stage: row.stage,
      scorecard: problem ? interviewReply({ interview: row, problem }).scorecard : null,
    });
  }
  return { interviews };
}
