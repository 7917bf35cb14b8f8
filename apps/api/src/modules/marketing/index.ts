/** The marketing module's public surface: app.ts imports only this. */
export {
  DEFAULT_EMAIL_CAPTURE_LIMIT,
  DEFAULT_EVENT_LIMIT,
  DEFAULT_FORM_SUBMISSION_LIMIT,
  type MarketingModuleOptions,
  marketingRoutes,
} from './marketing.routes';
