import {
  githubExportBodySchema,
  githubExportReplySchema,
  githubImportReplySchema,
  githubRepositoryBodySchema,
} from '../github';
import { defineRoute } from './define-route';

const tags = ['github'];
const errors = [400, 401, 403, 404, 409, 429, 503] as const;

/** The git round trip: signed-in, verified authors only (apps/api modules/github). */
export const githubRoutes = {
  import: defineRoute({
    method: 'POST',
    path: '/api/github/import',
    tags,
    summary: "Clones a repository's branch and imports its content (authors, courses, paths, shots) by id",
    body: githubRepositoryBodySchema,
    reply: githubImportReplySchema,
    errors,
  }),
  export: defineRoute({
    method: 'POST',
    path: '/api/github/export',
    tags,
    summary: "Writes the caller's works back in the content format as a commit on a branch and pushes it",
    body: githubExportBodySchema,
    reply: githubExportReplySchema,
    errors,
  }),
};
