/** The feedback module's public surface: app.ts imports only this. */
export { DEFAULT_FEEDBACK_RATE_LIMIT, type FeedbackModuleOptions, feedbackRoutes } from './feedback.routes';
