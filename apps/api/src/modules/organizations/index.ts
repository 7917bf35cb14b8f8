/** The organizations module's public surface: other modules and app.ts import only this. */

export { acceptInvitation } from './accept-invitation';
export { hashInvitationToken, newInvitationToken } from './invitation-token';
export { isMember, joinWithSeat, type SeatJoin } from './join-with-seat';
export { lookupInvitation } from './lookup-invitation';
export {
  type AccessibleOrganization,
  createOrganizationAccess,
  type OrganizationAccess,
} from './organization-access';
export type { OrganizationRow } from './organizations.repository';
export { organizationsRoutes } from './organizations.routes';
export { createOrganizationsContext, type OrganizationsContext } from './organizations-context';
export { requireOrganization } from './require-admin';
export { createTeamOrganizationsRepository } from './team-organizations.repository';
