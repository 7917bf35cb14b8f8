import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireStaff } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import type { FeatureFlags } from './feature-flags.service';

const routes = apiRoutes.featureFlags;

/** GET /api/feature-flags for everyone (on/off for the caller); the level routes for staff only. */
export function featureFlagsRoutes(flags: FeatureFlags) {
  return async (app: AppInstance): Promise<void> => {
    registerRoute(app, routes.evaluated, async (request, reply) => {
      // Per person: a shared cache must never hand one user's flags to another.
      reply.header('cache-control', 'private, no-store');
      return { flags: await flags.evaluateAll(request.user) };
    });

    registerRoute(app, routes.staffList, async (request) => {
      requireStaff(request);
      return flags.staffView();
    });

    registerRoute(app, routes.setLevel, async (request) => {
      const staff = requireStaff(request);
      return flags.setLevel(staff, request.params.name, request.body.level);
    });
  };
}
