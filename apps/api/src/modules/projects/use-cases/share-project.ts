import type { SharedProjectReply } from '@learnbox/contracts';
import { DomainError, PROJECT_MESSAGES, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { notFound } from '../../content';
import type { ProjectsRepository } from '../projects.repository';
import { findVisibleProject, requireLearner } from './project-views';

export function createProjectSharing(repo: ProjectsRepository) {
  return {
    /** Only a finished project has a page to share; its owner may make it private again. */
    async setPublic(slug: string, user: CurrentUser | null, isPublic: boolean) {
      const learner = requireLearner(user);
      const project = await findVisibleProject(repo, slug, learner);
      const progress = await repo.progressOf(learner.id, project.id);
      if (!progress) throw notFound('your progress in this project');
      if (isPublic && !progress.finishedAt)
        throw new DomainError(PROJECT_MESSAGES.NOT_FINISHED, STATUS.OPERATION_NOT_ALLOWED);
      await repo.setPublic(learner.id, project.id, isPublic);
      return { share_id: progress.shareId, is_public: isPublic };
    },

    /** A finished page is seen by anyone when public, by its learner always, and is a 404 otherwise. */
    async shared(shareId: string, user: CurrentUser | null): Promise<SharedProjectReply> {
      const progress = await repo.progressByShareId(shareId);
      const mine = user !== null && progress?.userId === user.id;
      if (!progress?.finishedAt || !(progress.isPublic || mine)) throw notFound('this project page');
      const project = await repo.projectById(progress.projectId);
      if (!project) throw notFound('this project page');
      const [tasks, submissions, name] = await Promise.all([
        repo.tasksOf(project.id),
        repo.submissionsOf(progress.userId, project.id),
        repo.userName(progress.userId),
      ]);
      const code = new Map(submissions.map((row) => [row.taskId, row.files]));
      return {
        project: {
          slug: project.slug,
          title: project.title,
          summary: project.summary,
          language: project.language,
        },
        learner_name: name ?? '',
        finished_at: progress.finishedAt.toISOString(),
        tasks: tasks.map((task) => ({ title: task.title, files: code.get(task.id) ?? [] })),
      };
    },
  };
}

/** For certificates: the learner passed every task of the project. */
export async function projectFinished(repo: ProjectsRepository, userId: string, projectId: string) {
  const progress = await repo.progressOf(userId, projectId);
  return progress?.finishedAt != null;
}
