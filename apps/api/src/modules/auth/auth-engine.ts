import type { Database } from '@learnbox/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import { authEngineTables } from './auth.repository';

/** Session lifetime; a session used within the last day is extended (sliding expiry). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
const SESSION_UPDATE_AGE_SECONDS = 24 * 3600;
/** Reset links work for an hour (better-auth deletes the token when it is used). */
export const RESET_TOKEN_TTL_SECONDS = 3600;
/** E-mailed two-factor codes live five minutes. */
export const EMAIL_CODE_TTL_MINUTES = 5;

export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
}

export interface OidcProviderConfig {
  providerId: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

export interface AuthEngineOptions {
  db: Database;
  secret: string;
  /** The web origin: better-auth's routes are reached at {webOrigin}/api/auth through the web. */
  webOrigin: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  github: SocialProviderConfig | null;
  google: SocialProviderConfig | null;
  oidc: OidcProviderConfig | null;
  log: FastifyBaseLogger;
  /** Mail hooks: the engine decides when, the mail module decides how. */
  sendResetPassword(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  sendTwoFactorCode(user: { id: string; email: string; name: string }, code: string): Promise<void>;
  /** Called for every new user, whichever way it was made (password, SSO). */
  onUserCreated(userId: string): Promise<void>;
}

/**
 * The auth engine (DESIGN.md section 3): better-auth with scrypt passwords, sessions in the
 * database, password reset, two-factor (authenticator app and e-mailed codes), GitHub, Google
 * and any OpenID Connect provider. The product's own contract (/api/user/*) calls it
 * server-side through `auth.api`; of its HTTP routes only the OAuth callbacks are mounted.
 */
export function createAuthEngine(options: AuthEngineOptions) {
  const socialProviders = {
    ...(options.github ? { github: { ...options.github, scope: ['read:user', 'user:email'] } } : {}),
    ...(options.google ? { google: { ...options.google, prompt: 'select_account' as const } } : {}),
  };
  const oidc = options.oidc;
  return betterAuth({
    appName: 'Learnbox',
    baseURL: options.webOrigin,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.webOrigin, ...options.trustedOrigins],
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const target =
          level === 'error' ? options.log.error : level === 'warn' ? options.log.warn : options.log.debug;
        target.call(options.log, { args: args.length ? args : undefined }, `[auth] ${message}`);
      },
    },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        ...authEngineTables,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Unverified users may log in; the verification banner asks them to verify (spec section 2).
      requireEmailVerification: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      // A reset ends every other session: whoever knew the old password is logged out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => options.sendResetPassword(user, token),
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: a revoked session must stop working on the next request.
      cookieCache: { enabled: false },
    },
    account: {
      accountLinking: {
        enabled: true,
        // Issue 10: no provider is trusted by its name (an OIDC provider may carry any id, and a
        // provider's unverified address is anyone's claim), so signing in through a provider joins
        // an existing account only when the provider verified the address and the account's own
        // address was verified too. Else a squatter's unverified sign-up would receive the owner.
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    socialProviders,
    plugins: [
      twoFactor({
        issuer: 'Learnbox',
        otpOptions: {
          period: EMAIL_CODE_TTL_MINUTES,
          storeOTP: 'hashed',
          sendOTP: async ({ user, otp }) => options.sendTwoFactorCode(user, otp),
        },
      }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: oidc.providerId,
                  name: oidc.name,
                  discoveryUrl: `${oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    // Our routes apply their own per-account and per-address limits (rate-limiter.ts); this
    // covers the mounted OAuth callbacks.
    rateLimit: { enabled: true, storage: 'memory', window: 60, max: 100 },
    advanced: {
      cookiePrefix: 'learnbox',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, path: '/' },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => options.onUserCreated(user.id),
        },
      },
    },
  });
}

export type AuthEngine = ReturnType<typeof createAuthEngine>;
