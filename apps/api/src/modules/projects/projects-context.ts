import type { Database } from '@learnbox/db';
import { createProjectsRepository } from './projects.repository';
import { createProjectEditor } from './use-cases/edit-project';
import { createProjectViews } from './use-cases/project-views';
import { createProjectSharing } from './use-cases/share-project';
import { createSubmitTask, type ProjectJudge } from './use-cases/submit-task';

/** The module's use cases, composed once on one repository. */
export function createProjectsContext(db: Database, deps: { judge: ProjectJudge; now: () => Date }) {
  const repo = createProjectsRepository(db);
  return {
    views: createProjectViews(repo),
    sharing: createProjectSharing(repo),
    editor: createProjectEditor(repo, deps.judge),
    submit: createSubmitTask({ repo, judge: deps.judge, now: deps.now }),
  };
}
