import { z } from 'zod';
import { contentIdSchema } from '../content';
import {
  uploadedImageSchema,
  uploadKeySchema,
  uploadLinkQuerySchema,
  uploadUrlReplySchema,
} from '../uploads';
import { defineRoute } from './define-route';

const tags = ['uploads'];
const urlErrors = [400, 401, 404] as const;
const summary = (what: string) => `A short-lived signed link to upload an image to ${what}`;

/**
 * The spec's image upload URL endpoints (section 7 "Content") plus the course cover's: each answers
 * a signed link, for a collaborator who may edit the work (else 404). The file goes to the link.
 */
export const uploadsRoutes = {
  authorPageUrl: defineRoute({
    method: 'GET',
    path: '/api/author/page/:id/image/upload/url',
    tags,
    summary: summary('a lesson (author page)'),
    params: z.object({ id: contentIdSchema }),
    reply: uploadUrlReplySchema,
    errors: urlErrors,
  }),
  shotUrl: defineRoute({
    method: 'GET',
    path: '/api/edpresso/shot/:id/image/upload/url',
    tags,
    summary: summary('a shot'),
    params: z.object({ id: contentIdSchema }),
    reply: uploadUrlReplySchema,
    errors: urlErrors,
  }),
  pageEditorUrl: defineRoute({
    method: 'GET',
    path: '/api/page/editor/:id/image/upload/url',
    tags,
    summary: summary('a lesson (page editor)'),
    params: z.object({ id: contentIdSchema }),
    reply: uploadUrlReplySchema,
    errors: urlErrors,
  }),
  collectionPageUrl: defineRoute({
    method: 'GET',
    path: '/api/author/:author/collection/:collection/page/:page/image/upload/url',
    tags,
    summary: summary("a lesson of a course (the course's form)"),
    params: z.object({ author: contentIdSchema, collection: contentIdSchema, page: contentIdSchema }),
    reply: uploadUrlReplySchema,
    errors: urlErrors,
  }),
  /** "The same form under concept/{concept}": a concept is the course the page belongs to. */
  conceptPageUrl: defineRoute({
    method: 'GET',
    path: '/api/author/:author/concept/:concept/page/:page/image/upload/url',
    tags,
    summary: summary('a lesson of a course (the concept form)'),
    params: z.object({ author: contentIdSchema, concept: contentIdSchema, page: contentIdSchema }),
    reply: uploadUrlReplySchema,
    errors: urlErrors,
  }),
  courseCoverUrl: defineRoute({
    method: 'GET',
    path: '/api/author/collection/:id/cover/upload/url',
    tags,
    summary: summary("a course's cover"),
    params: z.object({ id: contentIdSchema }),
    reply: uploadUrlReplySchema,
    errors: urlErrors,
  }),
  /** The upload link itself: multipart/form-data with the image in field `file-0`. */
  upload: defineRoute({
    method: 'POST',
    path: '/api/uploads',
    tags,
    summary: 'Upload an image (multipart field file-0) to a signed upload link',
    query: uploadLinkQuerySchema,
    reply: uploadedImageSchema,
    errors: [400, 401, 403, 404, 429],
  }),
  /** The stored image, with its sniffed type; the body is the image, not JSON. */
  image: defineRoute({
    method: 'GET',
    path: '/api/uploads/:key',
    tags,
    summary: 'An uploaded image',
    params: z.object({ key: uploadKeySchema }),
    errors: [400, 404],
  }),
};
