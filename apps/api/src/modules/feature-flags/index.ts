/** The feature-flags module's public surface: other modules and app.ts import only this. */
export { featureFlagsRoutes } from './feature-flags.routes';
