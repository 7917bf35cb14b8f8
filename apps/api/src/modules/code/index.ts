/** The code module's public surface: other modules and app.ts import only this. */
export {
  buildCodeService,
  type CodeConfig,
  type CodeModuleOptions,
  codeRoutes,
  runnerClientOf,
} from './code.routes';
export type { CodeRequester } from './code.service';
export { callerKey, enforceCodeRateLimit } from './code-rate-limits';
export { type ExampleResults, openExampleResults, type PublishedPage } from './example-results';
export { createWidgetJudge } from './judge-widget';
export { createPageWidgetReader, type PageWidgetReader } from './page-widgets';
