/** The organizations module's public face for app.ts and other modules. */
export { createTeamOrganizationsRepository } from './team-organizations.repository';
