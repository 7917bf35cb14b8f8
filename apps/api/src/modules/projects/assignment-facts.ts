import type { Database } from '@learnbox/db';
import { createProjectsRepository } from './projects.repository';

export interface PublishedProject {
  id: string;
  slug: string;
  title: string;
}

/** A learner's standing in one project: the share of its tasks passed and when it was finished. */
export interface ProjectStanding {
  percent: number;
  started: boolean;
  completed: boolean;
  completedAt: Date | null;
}

/** What assignments and reports read of projects; the SQL stays in this module's repository. */
export function createProjectFacts(db: Database) {
  const repo = createProjectsRepository(db);
  return {
    async published(): Promise<PublishedProject[]> {
      return (await repo.publishedProjects()).map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
      }));
    },
    async find(id: string): Promise<PublishedProject | null> {
      const row = await repo.projectById(id);
      return row?.published ? { id: row.id, slug: row.slug, title: row.title } : null;
    },
    async standing(userId: string, projectId: string): Promise<ProjectStanding> {
      const progress = await repo.progressOf(userId, projectId);
      if (!progress) return { percent: 0, started: false, completed: false, completedAt: null };
      const tasks = (await repo.tasksOf(projectId)).length;
      const passed = (await repo.submissionsOf(userId, projectId)).filter((row) => row.passed).length;
      const completed = progress.finishedAt !== null;
      return {
        percent: completed ? 100 : tasks === 0 ? 0 : Math.round((Math.min(passed, tasks) * 100) / tasks),
        started: true,
        completed,
        completedAt: progress.finishedAt,
      };
    },
  };
}
export type ProjectFacts = ReturnType<typeof createProjectFacts>;
