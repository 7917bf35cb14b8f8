import { z } from 'zod';
import {
  acknowledgedReplySchema,
  authOptionsReplySchema,
  captchaChallengeQuerySchema,
  captchaChallengeReplySchema,
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
  ssoStartQuerySchema,
  verifyEmailBodySchema,
  verifyEmailReplySchema,
  verifySsoBodySchema,
  verifySsoReplySchema,
} from '../auth';
import {
  revokeOtherSessionsReplySchema,
  revokeSessionReplySchema,
  sessionIdParamsSchema,
  userSessionsReplySchema,
} from '../sessions';
import { defineRoute } from './define-route';

const tags = ['auth'];
const errors = [400, 401, 409, 429] as const;
const sessionErrors = [400, 401, 404, 429] as const;

/** Where the auth engine sends the browser back after single sign-on (sso.routes.ts). */
export const ssoResultQuerySchema = z.object({
  provider: z.string().regex(/^[a-z0-9-]{1,64}$/),
  operation: z.enum(['login', 'signup']),
  page_uri: z.string().max(2048).optional(),
  result: z.enum(['new', 'existing', 'error']),
  error: z.string().max(200).optional(),
});

/** POST /api/user/* of spec section 7 "Auth and user", the mailed-link steps, sessions and SSO. */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/api/user/login',
    tags,
    body: loginBodySchema,
    reply: loginReplySchema,
    errors,
  }),
  signup: defineRoute({
    method: 'POST',
    path: '/api/user/signup',
    tags,
    query: signupQuerySchema,
    body: signupBodySchema,
    reply: signupReplySchema,
    errors,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/user/logout',
    tags,
    body: logoutBodySchema,
    reply: z.object({ status: z.literal(true) }),
    errors,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/user/forgot-password',
    tags,
    body: forgotPasswordBodySchema,
    reply: acknowledgedReplySchema,
    errors,
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/user/resend-verification',
    tags,
    body: resendVerificationBodySchema,
    reply: acknowledgedReplySchema,
    errors,
  }),
  resendVerificationLoggedIn: defineRoute({
    method: 'POST',
    path: '/api/user/resend-verification/logged-in',
    tags,
    reply: acknowledgedReplySchema,
    errors,
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/user/verify-email',
    tags,
    body: verifyEmailBodySchema,
    reply: verifyEmailReplySchema,
    errors: [...errors, 498],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/user/reset-password',
    tags,
    body: resetPasswordBodySchema,
    reply: resetPasswordReplySchema,
    errors: [...errors, 498],
  }),
  verifySso: defineRoute({
    method: 'POST',
    path: '/api/user/verify-sso',
    tags,
    body: verifySsoBodySchema,
    reply: verifySsoReplySchema,
    errors,
  }),
  authOptions: defineRoute({
    method: 'GET',
    path: '/api/user/auth-options',
    tags,
    reply: authOptionsReplySchema,
  }),
  /** A fresh ALTCHA challenge; never cached: each works once. */
  captchaChallenge: defineRoute({
    method: 'GET',
    path: '/api/captcha/challenge',
    tags,
    query: captchaChallengeQuerySchema,
    reply: captchaChallengeReplySchema,
    errors: [400, 429],
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/api/user/sessions',
    tags,
    reply: userSessionsReplySchema,
    errors: sessionErrors,
  }),
  revokeSession: defineRoute({
    method: 'DELETE',
    path: '/api/user/sessions/:id',
    tags,
    params: sessionIdParamsSchema,
    reply: revokeSessionReplySchema,
    errors: sessionErrors,
  }),
  revokeOtherSessions: defineRoute({
    method: 'POST',
    path: '/api/user/sessions/revoke-others',
    tags,
    reply: revokeOtherSessionsReplySchema,
    errors: sessionErrors,
  }),
  /** Redirects: to the provider, or back to page_uri with the result cookie. */
  ssoStart: defineRoute({
    method: 'GET',
    path: '/api/user/sso/:provider',
    tags,
    params: z.object({ provider: z.string().max(64) }),
    query: ssoStartQuerySchema,
  }),
  ssoResult: defineRoute({ method: 'GET', path: '/api/user/sso-result', tags, query: ssoResultQuerySchema }),
  /** The auth engine's OAuth callback; its other routes would bypass our captcha and rate limits. */
  ssoCallback: defineRoute({ method: 'GET', path: '/api/auth/callback/:id', tags, hide: true }),
  ssoError: defineRoute({ method: 'GET', path: '/api/auth/error', tags, hide: true }),
};
