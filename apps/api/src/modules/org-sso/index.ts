/** The org-sso module's public surface: app.ts imports only this. */

export { orgSsoRoutes } from './org-sso.routes';
export { createOrgSsoContext, type OrgSsoContext } from './org-sso-context';
