import { randomBytes } from 'node:crypto';
import type { ProjectDetailReply, ProjectSummary, ProjectTask } from '@learnbox/contracts';
import { DomainError, PROJECT_MESSAGES, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { notFound } from '../../content';
import type {
  ProgressRow,
  ProjectRow,
  ProjectsRepository,
  SubmissionRow,
  TaskRow,
} from '../projects.repository';

/** 24 random bytes: the finished page's address cannot be guessed from the user or project. */
export const newShareId = () => randomBytes(24).toString('base64url');

export function requireLearner(user: CurrentUser | null): CurrentUser {
  if (!user) throw new DomainError(PROJECT_MESSAGES.LOGIN_REQUIRED, STATUS.UNAUTHORIZED);
  return user;
}

/** A published project by its address; a draft is its owner's only, and a 404 to everyone else. */
export async function findVisibleProject(
  repo: ProjectsRepository,
  slug: string,
  user: CurrentUser | null,
): Promise<ProjectRow> {
  const project = await repo.projectBySlug(slug);
  if (!project || (!project.published && (!user || project.ownerId !== user.id)))
    throw notFound('this project');
  return project;
}

/** A task is open when every task before it passed; the learner's code is kept for each. */
export function taskViews(tasks: TaskRow[], submissions: SubmissionRow[], started: boolean): ProjectTask[] {
  const byTask = new Map(submissions.map((row) => [row.taskId, row]));
  let previousPassed = true;
  return tasks.map((task) => {
    const submission = byTask.get(task.id);
    const passed = submission?.passed ?? false;
    const state = passed ? 'passed' : started && previousPassed ? 'open' : 'locked';
    previousPassed = passed;
    return {
      id: task.id,
      position: task.position,
      title: task.title,
      instructions: task.instructions,
      starter_files: task.starterFiles,
      main_file: task.mainFile,
      test_count: task.tests.length,
      state,
      files: submission?.files ?? null,
    };
  });
}

function summaryOf(project: ProjectRow, taskCount: number, passed: number | null): ProjectSummary {
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    summary: project.summary,
    language: project.language,
    task_count: taskCount,
    passed_count: passed,
  };
}

const progressView = (row: ProgressRow | null) =>
  row
    ? {
        started_at: row.startedAt.toISOString(),
        finished_at: row.finishedAt?.toISOString() ?? null,
        share_id: row.shareId,
        is_public: row.isPublic,
      }
    : null;

export function createProjectViews(repo: ProjectsRepository) {
  async function detail(project: ProjectRow, user: CurrentUser | null): Promise<ProjectDetailReply> {
    const tasks = await repo.tasksOf(project.id);
    const progress = user ? await repo.progressOf(user.id, project.id) : null;
    const submissions = user && progress ? await repo.submissionsOf(user.id, project.id) : [];
    const views = taskViews(tasks, submissions, progress !== null);
    const passed = progress ? views.filter((task) => task.state === 'passed').length : null;
    return {
      project: summaryOf(project, tasks.length, passed),
      tasks: views,
      progress: progressView(progress),
    };
  }

  return {
    async list(user: CurrentUser | null): Promise<{ projects: ProjectSummary[] }> {
      const [rows, counts] = await Promise.all([repo.publishedProjects(), repo.taskCounts()]);
      const started = user ? await repo.startedProjectIds(user.id) : new Set<string>();
      const passed = user ? await repo.passedCounts(user.id) : new Map<string, number>();
      return {
        projects: rows.map((row) =>
          summaryOf(row, counts.get(row.id) ?? 0, started.has(row.id) ? (passed.get(row.id) ?? 0) : null),
        ),
      };
    },

    async detail(slug: string, user: CurrentUser | null): Promise<ProjectDetailReply> {
      return detail(await findVisibleProject(repo, slug, user), user);
    },

    async start(slug: string, user: CurrentUser | null): Promise<ProjectDetailReply> {
      const learner = requireLearner(user);
      const project = await findVisibleProject(repo, slug, learner);
      await repo.startProgress(learner.id, project.id, newShareId());
      return detail(project, learner);
    },
  };
}
