/** The user module's public surface: other modules and app.ts import only this. */
export { registerUserRoutes } from './user.routes';
