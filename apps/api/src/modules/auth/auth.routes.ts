import {
  acknowledgedReplySchema,
  authOptionsReplySchema,
  errorReplySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginReplySchema,
  logoutBodySchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  resetPasswordReplySchema,
  signupBodySchema,
  signupQuerySchema,
  signupReplySchema,
  verifyEmailBodySchema,
  verifyEmailReplySchema,
  verifySsoBodySchema,
  verifySsoReplySchema,
} from '@learnbox/contracts';
import { buildSsoAuthorizePath, DomainError, NOT_LOGGED_IN_MESSAGE, STATUS } from '@learnbox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance';
import type { AccountsContext } from './accounts-context';
import { type AuthOutcome, callerOf } from './caller';
import { clearLoginCookies, forwardSetCookies, setClientStateCookies } from './client-cookies';
import { login } from './login.service';
import {
  forgotPassword,
  resendVerification,
  resendVerificationLoggedIn,
  resetPassword,
  verifyEmail,
} from './recovery.service';
import { forgetUserSessions } from './session-resolver';
import { signup } from './signup.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 409: errorReplySchema, 429: errorReplySchema };

/** The signed-in user, or a 401 (spec section 8: 401 unauthorized). */
export function requireUser(request: FastifyRequest) {
  if (!request.user) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
  return request.user;
}

/** Sets what a new session needs: the engine's cookies, then the client cookies of the user. */
async function finishSignIn<R>(
  context: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: AuthOutcome<R>,
): Promise<R> {
  forwardSetCookies(reply, outcome.setCookies);
  if (request.authSession) context.sessionCache.delete(request.authSession.cookie);
  if (outcome.userId) {
    const profile = await context.repository.getProfile(outcome.userId);
    setClientStateCookies(request, reply, context.cookies, {
      subscribed: profile.isUserSubscribed,
      trialAvailed: profile.hasAvailedB2cTrial,
    });
  }
  return outcome.reply;
}

/** POST /api/user/* of spec section 7 "Auth and user", plus the two mailed-link steps. */
export function registerAuthRoutes(app: AppInstance, context: AccountsContext): void {
  app.post(
    '/api/user/login',
    { schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginReplySchema, ...errors } } },
    async (request, reply) =>
      finishSignIn(context, request, reply, await login(context, request.body, callerOf(request))),
  );

  app.post(
    '/api/user/signup',
    {
      schema: {
        tags: ['auth'],
        querystring: signupQuerySchema,
        body: signupBodySchema,
        response: { 200: signupReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const purchase = request.query.signup_type === 'loggedout-user-purchase';
      return finishSignIn(
        context,
        request,
        reply,
        await signup(context, request.body, purchase, callerOf(request)),
      );
    },
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags: ['auth'],
        body: logoutBodySchema,
        response: { 200: z.object({ status: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const session = request.authSession;
      const user = request.user;
      if (session && user) {
        if (request.body?.everywhere) await context.repository.deleteSessionsOfUser(user.id);
        else await context.repository.deleteSessionByToken(session.token);
        context.sessionCache.delete(session.cookie);
        if (request.body?.everywhere) forgetUserSessions(context, user.id);
      }
      clearLoginCookies(reply, context.sessionCookieName, context.cookies);
      return { status: true as const };
    },
  );

  app.post(
    '/api/user/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: forgotPasswordBodySchema,
        response: { 200: acknowledgedReplySchema, ...errors },
      },
    },
    async (request) => forgotPassword(context, request.body, callerOf(request)),
  );

  app.post(
    '/api/user/resend-verification',
    {
      schema: {
        tags: ['auth'],
        body: resendVerificationBodySchema,
        response: { 200: acknowledgedReplySchema, ...errors },
      },
    },
    async (request) => resendVerification(context, request.body, callerOf(request)),
  );

  app.post(
    '/api/user/resend-verification/logged-in',
    { schema: { tags: ['auth'], response: { 200: acknowledgedReplySchema, ...errors } } },
    async (request) => resendVerificationLoggedIn(context, requireUser(request), callerOf(request)),
  );

  app.post(
    '/api/user/verify-email',
    {
      schema: {
        tags: ['auth'],
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailReplySchema, ...errors, 498: errorReplySchema },
      },
    },
    async (request) => verifyEmail(context, request.body.token, callerOf(request)),
  );

  app.post(
    '/api/user/reset-password',
    {
      schema: {
        tags: ['auth'],
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordReplySchema, ...errors, 498: errorReplySchema },
      },
    },
    async (request, reply) =>
      finishSignIn(context, request, reply, await resetPassword(context, request.body, callerOf(request))),
  );

  app.post(
    '/api/user/verify-sso',
    {
      schema: {
        tags: ['auth'],
        body: verifySsoBodySchema,
        response: { 200: verifySsoReplySchema, ...errors },
      },
    },
    async (request) => {
      const domain = request.body.email.split('@')[1] ?? '';
      const provider = context.config.OIDC_EMAIL_DOMAINS.includes(domain)
        ? context.ssoProviders.find((entry) => entry.id === context.config.OIDC_PROVIDER_ID)
        : undefined;
      return provider
        ? {
            sso: true,
            provider: provider.id,
            provider_name: provider.name,
            authorize_path: buildSsoAuthorizePath(provider.id, {}, 'login'),
          }
        : { sso: false, provider: null, provider_name: null, authorize_path: null };
    },
  );

  app.get(
    '/api/user/auth-options',
    { schema: { tags: ['auth'], response: { 200: authOptionsReplySchema } } },
    async () => ({
      recaptcha_site_key: context.config.RECAPTCHA_SITE_KEY ?? null,
      sso_providers: context.ssoProviders,
      dev_mailbox: context.devMailbox,
    }),
  );
}
