/** The enterprise-entry module's public surface: app.ts imports only this. */

export { enterpriseEntryRoutes } from './enterprise-entry.routes';
export { createEnterpriseEntryContext } from './enterprise-entry-context';
