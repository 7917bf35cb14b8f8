/** The projects module's public surface: other modules and app.ts import only this. */
import type { Database } from '@learnbox/db';
import { createProjectsRepository } from './projects.repository';
import { projectFinished } from './use-cases/share-project';

export { projectsRoutes } from './projects.routes';
export type { ProjectJudge } from './use-cases/submit-task';

/** A published project's id and title (certificates name what they certify). */
export async function findPublishedProject(
  db: Database,
  projectId: string,
): Promise<{ id: string; title: string } | null> {
  const project = await createProjectsRepository(db).projectById(projectId);
  return project?.published ? { id: project.id, title: project.title } : null;
}

/** True when the learner passed every task of the project (certificates read this). */
export function isProjectFinished(db: Database, userId: string, projectId: string): Promise<boolean> {
  return projectFinished(createProjectsRepository(db), userId, projectId);
}
export {
  createProjectFacts,
  type ProjectFacts,
  type ProjectStanding,
  type PublishedProject,
} from './assignment-facts';
