/** The github module's public surface: app.ts imports only this. */
export { type GithubModuleOptions, githubRoutes } from './github.routes';
