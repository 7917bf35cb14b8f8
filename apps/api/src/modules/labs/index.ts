/** The labs module's public surface: app.ts imports only this. */
export { createHttpLabHost, type LabHost } from './lab-host';
export { type LabsConfig, type LabsModuleOptions, labsRoutes } from './labs.routes';
