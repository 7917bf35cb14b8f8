import { z } from 'zod';
import { slugSchema } from '../catalogue';
import {
  contentIdSchema,
  contentRevisionSchema,
  shotBookmarkReplySchema,
  shotLikeReplySchema,
  shotListQuerySchema,
  shotListReplySchema,
  shotPropsSchema,
  shotReplySchema,
  shotSharesReplySchema,
  shotStatusQuerySchema,
} from '../content';
import { defineRoute } from './define-route';

const tags = ['shots'];
const errors = [400, 401, 403, 404] as const;
const idParams = z.object({ id: contentIdSchema });

export const shotsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/edpresso/shots',
    tags,
    summary: 'Published shots, newest or most liked first, optionally by tag, in pages',
    query: shotListQuerySchema,
    reply: shotListReplySchema,
    errors: [400],
  }),
  /** The shot's page URL, /answers/{slug}, split into {a}/{b} (spec section 7). */
  byUrl: defineRoute({
    method: 'GET',
    path: '/api/edpresso/shot/url/:a/:b',
    tags,
    summary: 'A shot by its page URL: /api/edpresso/shot/url/answers/{slug}',
    params: z.object({
      a: z.literal('answers', { error: 'Shots live under "answers".' }),
      b: slugSchema,
    }),
    query: z.object({ content_revision: contentRevisionSchema }),
    reply: shotReplySchema,
    errors: [409, ...errors],
  }),
  props: defineRoute({
    method: 'GET',
    path: '/api/edpresso/shot/:id/props',
    tags,
    summary: "A shot's properties as published or draft (spec sections 3 and 4)",
    params: idParams,
    query: shotStatusQuerySchema,
    reply: shotPropsSchema,
    errors,
  }),
  like: defineRoute({
    method: 'PUT',
    path: '/api/edpresso/shot/:id/like',
    tags,
    summary: 'Like a shot',
    params: idParams,
    reply: shotLikeReplySchema,
    errors,
  }),
  unlike: defineRoute({
    method: 'DELETE',
    path: '/api/edpresso/shot/:id/like',
    tags,
    summary: 'Take back a like',
    params: idParams,
    reply: shotLikeReplySchema,
    errors,
  }),
  bookmark: defineRoute({
    method: 'PUT',
    path: '/api/edpresso/shot/:id/bookmark',
    tags,
    summary: 'Bookmark a shot',
    params: idParams,
    reply: shotBookmarkReplySchema,
    errors,
  }),
  unbookmark: defineRoute({
    method: 'DELETE',
    path: '/api/edpresso/shot/:id/bookmark',
    tags,
    summary: 'Remove a bookmark',
    params: idParams,
    reply: shotBookmarkReplySchema,
    errors,
  }),
  share: defineRoute({
    method: 'PUT',
    path: '/api/edpresso/shot/:id/shares',
    tags,
    summary: 'Count a share of a shot (spec section 7)',
    params: idParams,
    reply: shotSharesReplySchema,
    errors: [429, ...errors],
  }),
};
