import type { Database } from '@learnbox/db';
import type { LabHost } from '../lab-host';
import { createLabsRepository } from '../labs.repository';
import { labCatalogue, labDetail } from './lab-catalogue';
import { createLabFiles } from './lab-files';
import { createLabSessions } from './lab-session';
import { createOpenInstances } from './open-instance';

/** The use cases outside labs.service.ts, wired once for the routes (which never see the repository). */
export function createLabUseCases(deps: { db: Database; host: LabHost; now: () => Date }) {
  const repo = createLabsRepository(deps.db);
  const instances = createOpenInstances(repo, deps.now);
  return {
    catalogue: () => labCatalogue(repo),
    detail: (work: { authorId: string; workId: string }) => labDetail(repo, work),
    files: createLabFiles(deps.host, instances),
    sessions: createLabSessions(repo, deps.host, instances, deps.now),
  };
}
