import { errorReplySchema, userInfoSchema, utmBodySchema } from '@learnbox/contracts';
import { NOT_LOGGED_IN_MESSAGE, SESSION_COOKIES } from '@learnbox/domain';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance';
import type { AccountsContext } from '../auth/accounts-context';
import { requireUser } from '../auth/auth.routes';
import { setClientStateCookies } from '../auth/client-cookies';
import { utmOf } from '../auth/signup.service';
import { createUserInfoRepository } from './user-info.repository';
import { buildUserInfo } from './user-info.service';

/** GET /api/user/info and POST /api/user/utm (spec sections 3 and 7). */
export function registerUserRoutes(app: AppInstance, context: AccountsContext): void {
  const repository = createUserInfoRepository(context.db);

  app.get(
    '/api/user/info',
    { schema: { tags: ['user'], response: { 200: userInfoSchema, 401: errorReplySchema } } },
    async (request, reply) => {
      if (!request.user) {
        // The browser thinks it is logged in (cookie) but the session is gone: correct it.
        if (request.cookies[SESSION_COOKIES.LOGGED_IN])
          reply.setCookie(SESSION_COOKIES.LOGGED_IN, '', {
            path: '/',
            maxAge: 0,
            sameSite: 'lax',
            secure: context.cookies.secure,
          });
        return reply.status(401).send({ errorText: NOT_LOGGED_IN_MESSAGE });
      }
      const userId = request.user.id;
      let cached = context.userInfoCache.get(userId);
      if (!cached) {
        const info = await buildUserInfo(repository, userId);
        if (!info) return reply.status(401).send({ errorText: NOT_LOGGED_IN_MESSAGE });
        cached = {
          userId,
          json: JSON.stringify(info),
          subscribed: info.is_user_subscribed,
          trialAvailed: info.has_availed_b2c_trial,
        };
        context.userInfoCache.set(userId, cached);
      }
      setClientStateCookies(request, reply, context.cookies, cached);
      reply.header('cache-control', 'private, no-store');
      // Already serialized once per cache entry: Fastify sends a string as is, skipping the
      // schema serializer (the route's type still describes the JSON for the docs).
      return reply.type('application/json; charset=utf-8').send(cached.json as never);
    },
  );

  app.post(
    '/api/user/utm',
    {
      schema: {
        tags: ['user'],
        body: utmBodySchema,
        response: {
          200: z.object({ status: z.literal(true) }),
          400: errorReplySchema,
          401: errorReplySchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const profile = await context.repository.getProfile(user.id);
      const incoming = utmOf(request.body);
      // initial_* values are first-touch: an SSO sign-up's later call never overwrites them.
      const initial = Object.fromEntries(
        Object.entries(profile.utm).filter(([key]) => key.startsWith('initial_')),
      );
      await context.repository.updateProfile(user.id, { utm: { ...profile.utm, ...incoming, ...initial } });
      return { status: true as const };
    },
  );
}
