/** The entitlements module's public surface: other modules and app.ts import only this. */
export { createEntitlementsRepository, type EntitlementsRepository } from './entitlements.repository';
export { entitlementsRoutes } from './entitlements.routes';
export { seatCatalogue } from './organization-seats.repository';
