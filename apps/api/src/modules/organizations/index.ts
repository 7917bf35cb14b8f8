/** The organizations module's public face for app.ts and other modules. */
export { createTeamOrganizationsRepository } from './team-organizations.repository';

/** The organizations module's public surface: other modules and app.ts import only this. */

export { acceptInvitation } from './accept-invitation';
export { hashInvitationToken, newInvitationToken } from './invitation-token';
export { lookupInvitation } from './lookup-invitation';
export {
  type AccessibleOrganization,
  createOrganizationAccess,
  type OrganizationAccess,
} from './organization-access';
export { organizationsRoutes } from './organizations.routes';
export type { OrganizationsContext } from './organizations-context';
export { createOrganizationsContext } from './organizations-context';
