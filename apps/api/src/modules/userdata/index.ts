/** The userdata module's public surface: other modules and app.ts import only this. */
export { registerUserdataRoutes } from './userdata.routes';
