/** The health module's public surface: other modules and app.ts import only this. */
export { healthRoutes } from './health.routes';
