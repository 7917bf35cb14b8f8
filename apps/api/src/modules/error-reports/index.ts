/** The error-reports module's public surface: app.ts and main.ts import only this. */

export { reportServerError, startApiErrorReporting } from './api-error-reporting';
export { errorReportsRoutes } from './error-reports.routes';
export { createErrorReports, type ErrorReports } from './error-reports.service';
