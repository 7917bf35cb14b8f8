/** The content module's public surface: other modules and app.ts import only this. */
export { collectionUrl, toAccessCourse, toCatalogueItem } from './collection-mapper';
export {
  type AuthorRow,
  type CollectionListRow,
  type ContentRepository,
  createContentRepository,
} from './content.repository';
export { contentRoutes } from './content.routes';
export { courseProgress } from './course-progress';
export { notFound } from './course-view';
export { readableLessonWidgets } from './lesson-widgets';
export { toPublicWidgets } from './public-widgets';
export { loadReader, type Reader } from './reader';
