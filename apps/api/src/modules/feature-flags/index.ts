/** The feature-flags module's public surface: other modules and app.ts import only this. */
import type { FeatureFlags } from './feature-flags.service';

export { gatedBy, gateScope } from './capability-gates';
export { featureFlagsRoutes } from './feature-flags.routes';
export { createFeatureFlags, type FeatureFlags } from './feature-flags.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Flags evaluated through OpenFeature; gated routes call `requireOn(request.user, flag)`. */
    featureFlags: FeatureFlags;
  }
}
