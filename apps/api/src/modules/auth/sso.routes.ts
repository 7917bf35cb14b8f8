import { apiRoutes } from '@learnbox/contracts';
import { SSO_RESULT_COOKIE, type SsoOperation, safeReturnPath } from '@learnbox/domain';
import type { FastifyReply } from 'fastify';
import { callerOf, engineHeadersFor } from '../../platform/auth/caller';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import type { AccountsContext } from './accounts-context';
import { forwardSetCookies, setClientStateCookies } from './client-cookies';
import { callEngine } from './engine-call';
import { forgetUserSessions } from './session-resolver';

const RESULT_PATH = apiRoutes.auth.ssoResult.path;
/**
 * How recent an account must be for `result=new` to count as its sign-up: the engine sends a new
 * user here within seconds; the query is the browser's, so an old account replaying it gets nothing.
 */
const NEW_ACCOUNT_WINDOW_MS = 10 * 60_000;

/**
 * The result cookie 'provider:operation:status:detail' (spec section 4), read once by the web
 * and cleared. Not httpOnly: the page reads it; it holds no secret.
 */
function setResultCookie(
  reply: FastifyReply,
  context: AccountsContext,
  value: { provider: string; operation: SsoOperation; status: 'success' | 'failure'; detail: string },
): void {
  const detail = value.detail.replace(/[^a-z0-9_-]/gi, '_').slice(0, 64);
  reply.setCookie(SSO_RESULT_COOKIE, `${value.provider}:${value.operation}:${value.status}:${detail}`, {
    path: '/',
    sameSite: 'lax',
    secure: context.cookies.secure,
    httpOnly: false,
    maxAge: 300,
  });
}

/**
 * Single sign-on (spec section 2 "/authorize/{provider}-sso"): the web page sends the browser
 * here, we hand it to the provider through the engine, the provider returns it to the engine's
 * callback, and the engine to the result step, which sets the result cookie and goes back to
 * page_uri.
 */
export function registerSsoRoutes(app: AppInstance, context: AccountsContext): void {
  registerRoute(app, apiRoutes.auth.ssoStart, async (request, reply) => {
    const { provider } = request.params;
    const { operation, page_uri: pageUri } = request.query;
    const back = safeReturnPath(pageUri) ?? '/';
    const known = context.ssoProviders.some((entry) => entry.id === provider);
    if (!known) {
      setResultCookie(reply, context, { provider, operation, status: 'failure', detail: 'not_configured' });
      return reply.redirect(back, 302);
    }
    const result = (kind: string) => {
      const params = new URLSearchParams({ provider, operation, result: kind });
      params.set('page_uri', back);
      return `${RESULT_PATH}?${params.toString()}`;
    };
    const started = await callEngine<{ url?: string }>(() =>
      context.engine.api.signInSocial({
        body: {
          provider,
          callbackURL: result('existing'),
          newUserCallbackURL: result('new'),
          errorCallbackURL: result('error'),
          disableRedirect: true,
          requestSignUp: true,
        },
        headers: engineHeadersFor(callerOf(request)),
        asResponse: true,
      }),
    );
    if (!started.ok || !started.body.url) {
      request.log.warn(
        { provider, status: started.status, code: started.code },
        'single sign-on could not start',
      );
      setResultCookie(reply, context, {
        provider,
        operation,
        status: 'failure',
        detail: started.code ?? 'unavailable',
      });
      return reply.redirect(back, 302);
    }
    forwardSetCookies(reply, started.setCookies);
    return reply.redirect(started.body.url, 302);
  });

  registerRoute(app, apiRoutes.auth.ssoResult, async (request, reply) => {
    const { provider, operation, result, error } = request.query;
    const back = safeReturnPath(request.query.page_uri) ?? '/';
    if (result === 'error' || !request.user) {
      setResultCookie(reply, context, {
        provider,
        operation,
        status: 'failure',
        detail: error ?? 'no_session',
      });
      return reply.redirect(back, 302);
    }
    // The provider may just have verified the account's address (the engine marks it): other
    // sessions of this user must not keep the unverified account in the cache (issue 10).
    const userId = request.user.id;
    if (result === 'new') {
      const user = await context.repository.findUserById(userId);
      // An SSO sign-up is offered OnboardingModal once, like an e-mail one (signup.service.ts).
      if (user && Date.now() - user.createdAt.getTime() < NEW_ACCOUNT_WINDOW_MS)
        await context.repository.updateProfile(userId, { showOnboardingQuestionnaire: true });
    }
    forgetUserSessions(context, userId);
    const profile = await context.repository.getProfile(userId);
    setClientStateCookies(request, reply, context.cookies, {
      subscribed: profile.isUserSubscribed,
      trialAvailed: profile.hasAvailedB2cTrial,
    });
    setResultCookie(reply, context, { provider, operation, status: 'success', detail: result });
    return reply.redirect(back, 302);
  });

  // Only the engine's OAuth callbacks are mounted; its other routes would bypass our captcha
  // and rate limits. The provider sends the browser to {web origin}/api/auth/callback/{id}.
  registerRoute(app, apiRoutes.auth.ssoCallback, async (request, reply) => {
    const headers = engineHeadersFor(callerOf(request));
    const response = await context.engine.handler(
      new Request(`${context.config.PUBLIC_WEB_ORIGIN}${request.url}`, { method: 'GET', headers }),
    );
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    }
    forwardSetCookies(reply, response.headers.getSetCookie());
    return reply.send(await response.text());
  });

  registerRoute(app, apiRoutes.auth.ssoError, async (_request, reply) => reply.redirect('/login', 302));
}
