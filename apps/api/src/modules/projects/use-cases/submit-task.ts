import type { SubmitProjectTaskReply } from '@learnbox/contracts';
import type { JudgeCaseResult, JudgeResponse, JudgeTestCase, RunnerFile } from '@learnbox/contracts/runner';
import { DomainError, PROJECT_MESSAGES, STATUS } from '@learnbox/domain';
import type { CodeRequester } from '../../code';
import { notFound } from '../../content';
import type { ProjectsRepository, TaskRow } from '../projects.repository';
import { findVisibleProject, requireLearner, taskViews } from './project-views';

/** The runner's judge as this module needs it (the code module's service in the app). */
export type ProjectJudge = (
  request: { language: string; files: RunnerFile[]; mainFile?: string; testCases: JudgeTestCase[] },
  requester: CodeRequester,
) => Promise<JudgeResponse>;

/** The first test is the example the instructions show; the others stay hidden. */
function casesOf(task: TaskRow): JudgeTestCase[] {
  return task.tests.map((test, index) => ({
    name: test.name,
    stdin: test.stdin,
    expectedOutput: test.expected_output,
    hidden: index > 0,
  }));
}

/** A hidden case keeps its place, name, verdict and time only, whatever the runner sent. */
function withoutHiddenDetails(result: JudgeResponse): JudgeResponse {
  const cases = result.cases.map(
    (item): JudgeCaseResult =>
      item.hidden
        ? {
            index: item.index,
            ...(item.name !== undefined ? { name: item.name } : {}),
            hidden: true,
            verdict: item.verdict,
            exitCode: null,
            signal: null,
            wallTimeMs: item.wallTimeMs,
            cpuTimeMs: null,
            memoryKb: null,
            truncated: item.truncated,
          }
        : item,
  );
  return { ...result, cases };
}

export function createSubmitTask(deps: { repo: ProjectsRepository; judge: ProjectJudge; now: () => Date }) {
  const { repo } = deps;
  return async function submitTask(
    slug: string,
    taskId: string,
    files: RunnerFile[],
    requester: CodeRequester,
  ): Promise<SubmitProjectTaskReply> {
    const learner = requireLearner(requester.user);
    const project = await findVisibleProject(repo, slug, learner);
    const tasks = await repo.tasksOf(project.id);
    const task = tasks.find((item) => item.id === taskId);
    if (!task) throw notFound('this task');
    const progress = await repo.progressOf(learner.id, project.id);
    if (!progress) throw new DomainError(PROJECT_MESSAGES.NOT_STARTED, STATUS.ACCESS_DENIED);
    const before = taskViews(tasks, await repo.submissionsOf(learner.id, project.id), true);
    if (before.find((item) => item.id === taskId)?.state === 'locked')
      throw new DomainError(PROJECT_MESSAGES.TASK_LOCKED, STATUS.ACCESS_DENIED);

    const result = withoutHiddenDetails(
      await deps.judge(
        {
          language: project.language,
          files,
          ...(task.mainFile ? { mainFile: task.mainFile } : {}),
          testCases: casesOf(task),
        },
        requester,
      ),
    );
    const passed = result.status === 'accepted';
    const at = deps.now();
    await repo.saveSubmission({ userId: learner.id, taskId, projectId: project.id, files, passed, at });
    const after = taskViews(tasks, await repo.submissionsOf(learner.id, project.id), true);
    const finished = after.every((item) => item.state === 'passed');
    if (finished) await repo.finish(learner.id, project.id, at);
    const index = after.findIndex((item) => item.id === taskId);
    const next = after[index + 1];
    const opened = passed && next && before[index + 1]?.state === 'locked' && next.state === 'open';
    return { result, passed, next_task_id: opened ? next.id : null, finished };
  };
}
