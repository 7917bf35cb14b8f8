import type { Database } from '@learnbox/db';
import type { CurrentUser } from '../../platform/http/current-user';
import { type ExportRequest, exportWork } from './export-work';
import type { GitRemote } from './git-remote';
import { createGithubRepository } from './github.repository';
import { importRepository } from './import-repository';
import type { RepositoryRequest } from './repository-access';

/** The module's use cases, composed once with the database, the git remote and the host's base URL. */
export function createGithubUseCases(db: Database, remote: GitRemote, baseUrl: string) {
  const deps = { repository: createGithubRepository(db), remote, baseUrl: baseUrl.replace(/\/+$/, '') };
  return {
    importRepository: (user: CurrentUser, request: RepositoryRequest) =>
      importRepository(deps, user, request),
    exportWork: (user: CurrentUser, request: ExportRequest) => exportWork(deps, user, request),
  };
}
