import { randomBytes } from 'node:crypto';
import type { Database } from '@learnbox/db';
import { isLoopbackOrigin } from '@learnbox/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedSession } from '../../platform/auth/session-resolver';
import { TtlCache } from '../../platform/cache/ttl-cache';
import type { ApiConfig } from '../../platform/config/env';
import { parseApiConfig } from '../../platform/config/env';
import { notLoopbackReason } from '../../platform/config/loopback';
import { createMailRepository } from '../../platform/mail/mail.repository';
import { Mailer } from '../../platform/mail/mail.service';
import {
  createSmtpMailTransport,
  embeddedMailTransport,
  type MailTransport,
} from '../../platform/mail/mail-transport';
import { createMemoryRateLimiter, type RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { createAltchaCaptcha } from './altcha';
import { createAuthRepository } from './auth.repository';
import { type AuthEngine, createAuthEngine } from './auth-engine';
import { resetPasswordMail, twoFactorCodeMail } from './auth-mails';
import { type AuthRateLimits, DEFAULT_AUTH_RATE_LIMITS } from './auth-rate-limits';
import { type CaptchaPolicy, type CaptchaVerifier, createRecaptchaVerifier } from './captcha';
import type { ClientCookieSettings } from './client-cookies';

/** The configuration the accounts module reads (README "Configuration"). */
export type AccountsConfig = Pick<
  ApiConfig,
  | 'NODE_ENV'
  | 'AUTH_SECRET'
  | 'PUBLIC_WEB_ORIGIN'
  | 'TRUSTED_ORIGINS'
  | 'HOST'
  | 'API_HOST'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'DEV_MAILBOX'
  | 'RECAPTCHA_SECRET_KEY'
  | 'RECAPTCHA_SITE_KEY'
  | 'CAPTCHA_BYPASS_TOKEN'
  | 'GITHUB_CLIENT_ID'
  | 'GITHUB_CLIENT_SECRET'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_CLIENT_SECRET'
  | 'OIDC_PROVIDER_ID'
  | 'OIDC_PROVIDER_NAME'
  | 'OIDC_EMAIL_DOMAINS'
> &
  Partial<Pick<ApiConfig, 'SIGNUPS_PER_IP_PER_HOUR'>>;

/** Collaborators tests and the bench replace (DESIGN.md section 4: mock at the interface). */
export interface AccountsOverrides {
  captchaVerifier?: CaptchaVerifier | null;
  mailTransport?: MailTransport;
  rateLimits?: Partial<AuthRateLimits>;
  /** 0 turns the mail retry loop off. */
  mailRetryIntervalMs?: number;
  mailRetryBaseMs?: number;
  /** Floor on the duration of replies that must not reveal whether an account exists. */
  uniformReplyMs?: number;
  /** Lifetime of cached sessions and user info. */
  cacheTtlMs?: number;
}

/** What a cached session resolves to (the platform's session resolver reads it). */
export type CachedSession = ResolvedSession;

export interface AccountsContext {
  config: AccountsConfig;
  db: Database;
  engine: AuthEngine;
  repository: ReturnType<typeof createAuthRepository>;
  mailer: Mailer;
  limiter: RateLimiter;
  limits: AuthRateLimits;
  captcha: CaptchaPolicy;
  cookies: ClientCookieSettings;
  /** Engine cookie holding the signed session token. */
  sessionCookieName: string;
  /** Engine cookie holding a pending two-factor challenge. */
  twoFactorCookieName: string;
  /** Keyed by the session cookie value; null caches an invalid cookie. */
  sessionCache: TtlCache<CachedSession | null>;
  /** Serialized user-info replies, keyed by user id. */
  userInfoCache: TtlCache<{ userId: string; json: string; subscribed: boolean; trialAvailed: boolean }>;
  uniformReplyMs: number;
  ssoProviders: { id: string; name: string }[];
  devMailbox: boolean;
  allowedOrigins: Set<string>;
  /** Links in e-mails point at the web app. */
  links: { verifyEmail(token: string): string; setPassword(token: string): string };
}

/**
 * The outbox is shown at /dev/mailbox only on a set-up nobody else can reach: every process bound
 * to loopback and a loopback PUBLIC_WEB_ORIGIN. There, 'auto' shows it when no real mail goes out
 * and 'on' also with SMTP. Anywhere else it would hand anyone the reset links of every account,
 * so not even 'on' opens it (the api refuses to start with 'on' there, see platform/config/env.ts).
 */
export function isDevMailboxOn(
  config: Pick<AccountsConfig, 'DEV_MAILBOX' | 'PUBLIC_WEB_ORIGIN' | 'HOST' | 'API_HOST'>,
  transportKind: MailTransport['kind'],
): boolean {
  if (config.DEV_MAILBOX === 'off' || notLoopbackReason(config) !== null) return false;
  return config.DEV_MAILBOX === 'on' || transportKind === 'embedded';
}

/** Defaults for everything not given: the test app passes only LOG_LEVEL. */
export function resolveAccountsConfig(given: Partial<ApiConfig>): AccountsConfig {
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return { ...parseApiConfig({}), ...defined } as AccountsConfig;
}

/** Wires the accounts module's collaborators from configuration. */
export function createAccountsContext(
  config: AccountsConfig,
  db: Database,
  log: FastifyBaseLogger,
  overrides: AccountsOverrides = {},
  /** The api's one limiter (app.ts); a fresh in-memory one for a context built alone. */
  limiter: RateLimiter = createMemoryRateLimiter(),
): AccountsContext {
  const secret = config.AUTH_SECRET ?? randomBytes(32).toString('base64url');
  if (!config.AUTH_SECRET) log.warn('AUTH_SECRET is not set: sessions will not survive a restart.');
  const webOrigin = config.PUBLIC_WEB_ORIGIN;
  const secure = !isLoopbackOrigin(webOrigin);
  const transport =
    overrides.mailTransport ??
    (config.SMTP_URL ? createSmtpMailTransport(config.SMTP_URL) : embeddedMailTransport);
  const mailer = new Mailer(createMailRepository(db), transport, log, {
    from: config.MAIL_FROM,
    retryIntervalMs: overrides.mailRetryIntervalMs,
    retryBaseMs: overrides.mailRetryBaseMs,
  });
  const repository = createAuthRepository(db);
  const links = {
    verifyEmail: (token: string) => `${webOrigin}/verify-email?token=${encodeURIComponent(token)}`,
    setPassword: (token: string) => `${webOrigin}/signup-and-reset-password/${encodeURIComponent(token)}`,
  };
  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID
      ? {
          providerId: config.OIDC_PROVIDER_ID,
          name: config.OIDC_PROVIDER_NAME,
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
        }
      : null;
  const pair = (id?: string, secretValue?: string) =>
    id && secretValue ? { clientId: id, clientSecret: secretValue } : null;
  const engine = createAuthEngine({
    db,
    secret,
    webOrigin,
    trustedOrigins: config.TRUSTED_ORIGINS,
    secureCookies: secure,
    github: pair(config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET),
    google: pair(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET),
    oidc,
    log,
    sendResetPassword: async (user, token) => {
      await mailer.send(resetPasswordMail(user.email, user.name, links.setPassword(token)));
    },
    sendTwoFactorCode: async (user, code) => {
      await mailer.send(twoFactorCodeMail(user.email, user.name, code));
    },
    onUserCreated: (userId) => repository.ensureProfile(userId),
  });
  const cookiePrefix = secure ? '__Secure-learnbox' : 'learnbox';
  const verifier =
    overrides.captchaVerifier !== undefined
      ? overrides.captchaVerifier
      : config.RECAPTCHA_SECRET_KEY
        ? createRecaptchaVerifier(config.RECAPTCHA_SECRET_KEY)
        : null;
  const cacheTtl = overrides.cacheTtlMs ?? 2000;
  return {
    config,
    db,
    engine,
    repository,
    mailer,
    limiter,
    limits: {
      ...DEFAULT_AUTH_RATE_LIMITS,
      signupPerIp: {
        ...DEFAULT_AUTH_RATE_LIMITS.signupPerIp,
        max: config.SIGNUPS_PER_IP_PER_HOUR ?? DEFAULT_AUTH_RATE_LIMITS.signupPerIp.max,
      },
      ...overrides.rateLimits,
    },
    captcha: {
      verifier,
      altcha: createAltchaCaptcha(secret, limiter),
      bypassToken: config.CAPTCHA_BYPASS_TOKEN ?? null,
    },
    cookies: { secure },
    sessionCookieName: `${cookiePrefix}.session_token`,
    twoFactorCookieName: `${cookiePrefix}.two_factor`,
    sessionCache: new TtlCache(cacheTtl),
    userInfoCache: new TtlCache(Math.min(cacheTtl, 1000)),
    uniformReplyMs: overrides.uniformReplyMs ?? 250,
    ssoProviders: [
      ...(config.GITHUB_CLIENT_ID ? [{ id: 'github', name: 'GitHub' }] : []),
      ...(config.GOOGLE_CLIENT_ID ? [{ id: 'google', name: 'Google' }] : []),
      ...(oidc ? [{ id: oidc.providerId, name: oidc.name }] : []),
    ],
    devMailbox: isDevMailboxOn(config, transport.kind),
    allowedOrigins: new Set([webOrigin, ...config.TRUSTED_ORIGINS]),
    links,
  };
}
