import { apiRoutes } from '@learnbox/contracts';
import { NOT_LOGGED_IN_MESSAGE, SESSION_COOKIES } from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { trackingOf } from '../analytics';
import type { AccountsContext } from '../auth';
import { setClientStateCookies } from '../auth';
import { recordUtm } from './record-utm';
import { userInfoReaderFor } from './user-info.service';

/** GET /api/user/info and POST /api/user/utm (spec sections 3 and 7). */
export function registerUserRoutes(app: AppInstance, context: AccountsContext): void {
  const readUserInfo = userInfoReaderFor(context.db);

  registerRoute(app, apiRoutes.user.info, async (request, reply) => {
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
      const info = await readUserInfo(userId);
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
  });

  registerRoute(app, apiRoutes.user.utm, async (request) => {
    const userId = requireUser(request).id;
    await recordUtm(context, userId, request.body);
    // An SSO sign-up's attribution arrives here: first touch and the sign_up event, once (issue 17).
    await app.analytics.recordSsoSignup(userId, request.body, trackingOf(request));
    return { status: true as const };
  });
}
