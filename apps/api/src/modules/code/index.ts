/** The code module's public surface: other modules and app.ts import only this. */
export { type CodeModuleOptions, codeRoutes } from './code.routes';
