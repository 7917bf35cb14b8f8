/** The organizations module's public surface: other modules and app.ts import only this. */

export { organizationsRoutes } from './organizations.routes';
export { createOrganizationsContext } from './organizations-context';
