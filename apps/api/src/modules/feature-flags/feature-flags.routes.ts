import { apiRoutes } from '@learnbox/contracts';
import { PRODUCT_EVENTS } from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireStaff } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { trackingOf } from '../analytics';
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
      const { view, fromLevel } = await flags.setLevel(staff, request.params.name, request.body.level);
      await app.analytics.recordProductEvent(PRODUCT_EVENTS.FEATURE_FLAG_CHANGED, {
        userId: staff.id,
        tracking: trackingOf(request),
        props: { flag: request.params.name, from_level: fromLevel, to_level: request.body.level },
      });
      return view;
    });
  };
}
