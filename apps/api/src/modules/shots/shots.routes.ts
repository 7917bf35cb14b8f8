import {
  contentIdSchema,
  contentRevisionSchema,
  errorReplySchema,
  shotBookmarkReplySchema,
  shotLikeReplySchema,
  shotListQuerySchema,
  shotListReplySchema,
  shotPropsSchema,
  shotReplySchema,
  shotSharesReplySchema,
  shotStatusQuerySchema,
  slugSchema,
} from '@learnbox/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../platform/http/app-instance';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import { shotsServiceFor } from './shots.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };
const idParams = z.object({ id: contentIdSchema });

/** Share calls per caller: far above a person sharing what they read, far below a script. */
export interface ShotRateLimits {
  /** A signed-in user, whatever address they come from. */
  sharesPerUser: RateLimitRule;
  /** A visitor, per client address (visitors behind one address share it, so it is lower). */
  sharesPerAddress: RateLimitRule;
}

export const DEFAULT_SHOT_RATE_LIMITS: ShotRateLimits = {
  sharesPerUser: { max: 60, windowMs: 60 * 60_000 },
  sharesPerAddress: { max: 20, windowMs: 60 * 60_000 },
};

export interface ShotsModuleOptions {
  limiter: RateLimiter;
  limits?: Partial<ShotRateLimits>;
}

export const shotsRoutes = (options: ShotsModuleOptions) => async (app: AppInstance) =>
  registerShotRoutes(app, options);

async function registerShotRoutes(app: AppInstance, options: ShotsModuleOptions): Promise<void> {
  const limits = { ...DEFAULT_SHOT_RATE_LIMITS, ...options.limits };
  const service = shotsServiceFor(app.deps.db);

  app.get(
    '/api/edpresso/shots',
    {
      schema: {
        tags: ['shots'],
        summary: 'Published shots, newest or most liked first, optionally by tag, in pages',
        querystring: shotListQuerySchema,
        response: { 200: shotListReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => service.list(request.query),
  );

  // The shot's page URL, /answers/{slug}, split into {a}/{b} (spec section 7).
  app.get(
    '/api/edpresso/shot/url/:a/:b',
    {
      schema: {
        tags: ['shots'],
        summary: 'A shot by its page URL: /api/edpresso/shot/url/answers/{slug}',
        params: z.object({
          a: z.literal('answers', { error: 'Shots live under "answers".' }),
          b: slugSchema,
        }),
        querystring: z.object({ content_revision: contentRevisionSchema }),
        response: { 200: shotReplySchema, 409: errorReplySchema, ...errors },
      },
    },
    async (request) => service.read(request.params.b, request.query.content_revision, request.user),
  );

  app.get(
    '/api/edpresso/shot/:id/props',
    {
      schema: {
        tags: ['shots'],
        summary: "A shot's properties as published or draft (spec sections 3 and 4)",
        params: idParams,
        querystring: shotStatusQuerySchema,
        response: { 200: shotPropsSchema, ...errors },
      },
    },
    async (request) => service.props(request.params.id, request.query.status, request.user),
  );

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/edpresso/shot/:id/like',
      schema: {
        tags: ['shots'],
        summary: liked ? 'Like a shot' : 'Take back a like',
        params: idParams,
        response: { 200: shotLikeReplySchema, ...errors },
      },
      handler: async (request) => service.setLiked(request.params.id, liked, request.user),
    });
    app.route({
      method,
      url: '/api/edpresso/shot/:id/bookmark',
      schema: {
        tags: ['shots'],
        summary: liked ? 'Bookmark a shot' : 'Remove a bookmark',
        params: idParams,
        response: { 200: shotBookmarkReplySchema, ...errors },
      },
      handler: async (request) => service.setBookmarked(request.params.id, liked, request.user),
    });
  }

  app.put(
    '/api/edpresso/shot/:id/shares',
    {
      schema: {
        tags: ['shots'],
        summary: 'Count a share of a shot (spec section 7)',
        params: idParams,
        response: { 200: shotSharesReplySchema, 429: errorReplySchema, ...errors },
      },
    },
    async (request) => {
      await enforceRateLimits(options.limiter, [
        request.user
          ? [`shares:user:${request.user.id}`, limits.sharesPerUser]
          : [`shares:ip:${request.ip}`, limits.sharesPerAddress],
      ]);
      return service.share(request.params.id, request.user, request.ip);
    },
  );
}
