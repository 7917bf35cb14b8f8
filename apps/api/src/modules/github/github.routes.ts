import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import type { GitRemote } from './git-remote';
import { createGithubUseCases } from './github-use-cases';
import { createIsomorphicGitRemote } from './isomorphic-git-remote';

export interface GithubModuleOptions {
  /** The git host's base URL (GITHUB_BASE_URL): `{base}/{owner}/{name}.git`. */
  baseUrl: string;
  /** The api's shared limiter: each import or export clones a repository, so they are counted. */
  limiter: RateLimiter;
  /** Imports and exports per user (tests may raise it). */
  perUser?: RateLimitRule;
  /** Tests bring a remote with smaller limits. */
  remote?: GitRemote;
}

/** Enough for an author's working session, too few to use the api as a cloning service. */
const DEFAULT_PER_USER: RateLimitRule = { max: 30, windowMs: 60 * 60 * 1000 };

/** The git round trip of content (issue 14): import a repository, export one's works back. */
export function githubRoutes(options: GithubModuleOptions) {
  return async (app: AppInstance): Promise<void> => {
    const useCases = createGithubUseCases(
      app.deps.db,
      options.remote ?? createIsomorphicGitRemote(),
      options.baseUrl,
    );
    const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
      const user = requireUser(request);
      await enforceRateLimits(options.limiter, [
        [`github:user:${user.id}`, options.perUser ?? DEFAULT_PER_USER],
      ]);
      return user;
    };
    const routes = apiRoutes.github;
    registerRoute(app, routes.import, async (request) =>
      useCases.importRepository(await signedIn(request), request.body),
    );
    registerRoute(app, routes.export, async (request) =>
      useCases.exportWork(await signedIn(request), request.body),
    );
  };
}
