/** The authoring studio's public surface: app.ts imports only this. */

export { authoringRoutes } from './authoring.routes';
export { type AuthoringContext, createAuthoringContext } from './authoring-context';
export { createCheckSolutionRunner } from './check-solution-runner';
export { createDraftWidgetReader } from './draft-widgets';
export { createShotDraftReader } from './shot-drafts';
export { canChangeWork, locateWork, openWork, requireAuthor } from './work-access';
