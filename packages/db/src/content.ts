/**
 * The content-folder format (content/README.md) for other packages: parse a folder held as a map
 * of files, write it back, and move it in and out of the database. The api's git round trip
 * (apps/api modules/github) reads and writes repositories with these.
 */
export { type ContentFiles, parseContentFiles, serializeContent } from './seed/content/content-files';
export { CONTENT_SUBFOLDERS } from './seed/content/content-folder';
export { filesByOwner, replaceOwnedFiles } from './seed/content/content-merge';
export type {
  ContentAuthor,
  ContentBundle,
  ContentCourse,
  ContentLesson,
  ContentPath,
  ContentShot,
  JsonObject,
} from './seed/content/content-model';
export {
  type ExportScope,
  exportContent,
  type ImportMode,
  importContent,
} from './seed/content/content-store';
