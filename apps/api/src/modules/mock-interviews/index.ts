/** The mock-interviews module's public surface: app.ts imports only this. */
export { type MockInterviewsOptions, mockInterviewsRoutes } from './mock-interviews.routes';
