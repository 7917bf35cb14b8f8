import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import { type ShotDraftReader, shotsServiceFor } from './shots.service';

/** Share calls per caller: far above a person sharing what they read, far below a script. */
export interface ShotRateLimits {
  /** A signed-in user, whatever address they come from. */
  sharesPerUser: RateLimitRule;
  /** A visitor, per client address (visitors behind one address share it, so it is lower). */
  sharesPerAddress: RateLimitRule;
}

export const DEFAULT_SHOT_RATE_LIMITS: ShotRateLimits = {
  sharesPerUser: { max: 60, windowMs: 60 * 60_000 },
  sharesPerAddress: { max: 20, windowMs: 60 * 60_000 },
};

export interface ShotsModuleOptions {
  limiter: RateLimiter;
  limits?: Partial<ShotRateLimits>;
  /** Studio drafts for `props?status=draft` (the authoring module). */
  drafts?: ShotDraftReader;
}

export const shotsRoutes = (options: ShotsModuleOptions) => async (app: AppInstance) =>
  registerShotRoutes(app, options);

async function registerShotRoutes(app: AppInstance, options: ShotsModuleOptions): Promise<void> {
  const limits = { ...DEFAULT_SHOT_RATE_LIMITS, ...options.limits };
  const service = shotsServiceFor(app.deps.db);

  registerRoute(app, apiRoutes.shots.list, async (request) => service.list(request.query));

  // The shot's page URL, /answers/{slug}, split into {a}/{b} (spec section 7).
  registerRoute(app, apiRoutes.shots.byUrl, async (request) =>
    service.read(request.params.b, request.query.content_revision, request.user),
  );

  registerRoute(app, apiRoutes.shots.props, async (request) =>
    service.props(request.params.id, request.query.status, request.user, options.drafts),
  );

  for (const [likeRoute, bookmarkRoute, liked] of [
    [apiRoutes.shots.like, apiRoutes.shots.bookmark, true],
    [apiRoutes.shots.unlike, apiRoutes.shots.unbookmark, false],
  ] as const) {
    registerRoute(app, likeRoute, async (request) =>
      service.setLiked(request.params.id, liked, request.user),
    );
    registerRoute(app, bookmarkRoute, async (request) =>
      service.setBookmarked(request.params.id, liked, request.user),
    );
  }

  registerRoute(app, apiRoutes.shots.share, async (request) => {
    await enforceRateLimits(options.limiter, [
      request.user
        ? [`shares:user:${request.user.id}`, limits.sharesPerUser]
        : [`shares:ip:${request.ip}`, limits.sharesPerAddress],
    ]);
    return service.share(request.params.id, request.user, request.ip);
  });
}
