/** The progress module's public surface: other modules and app.ts import only this. */
export {
  type CompletedItem,
  type CompletionReader,
  createCompletionReader,
  type WorkProgress,
} from './completion';
export { createProgressRepository } from './progress.repository';
export { progressRoutes } from './progress.routes';
