import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { exportWork } from './export-work';
import type { GitRemote } from './git-remote';
import { createGithubRepository } from './github.repository';
import { importRepository } from './import-repository';
import { createIsomorphicGitRemote } from './isomorphic-git-remote';

export interface GithubModuleOptions {
  /** The git host's base URL (GITHUB_BASE_URL): `{base}/{owner}/{name}.git`. */
  baseUrl: string;
  /** Tests bring a remote with smaller limits. */
  remote?: GitRemote;
}

/** The git round trip of content (issue 14): import a repository, export one's works back. */
export function githubRoutes(options: GithubModuleOptions) {
  return async (app: AppInstance): Promise<void> => {
    const deps = {
      repository: createGithubRepository(app.deps.db),
      remote: options.remote ?? createIsomorphicGitRemote(),
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    };
    const routes = apiRoutes.github;
    registerRoute(app, routes.import, async (request) =>
      importRepository(deps, requireUser(request), request.body),
    );
    registerRoute(app, routes.export, async (request) =>
      exportWork(deps, requireUser(request), request.body),
    );
  };
}
