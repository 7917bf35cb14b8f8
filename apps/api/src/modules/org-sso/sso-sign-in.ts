import { createHash } from 'node:crypto';
import {
  ORG_SSO_ERROR_PARAM,
  ORG_SSO_NOTICE_PARAM,
  type OrgSsoErrorCode,
  type OrgSsoNoticeCode,
  safeReturnPath,
} from '@learnbox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oauth from 'oauth4webapi';
import { enforceRateLimits } from '../../platform/rate-limit/rate-limiter';
import { resolveExternalIdentity, startSessionFor } from '../auth';
import { isMember, joinWithSeat } from '../organizations';
import { redirectUriFor } from './host-settings';
import { clientAuthFor } from './oidc-issuer';
import type { OrgSsoContext } from './org-sso-context';

/** The browser's half of an attempt: the state, bound to this browser (login CSRF). */
export const SSO_STATE_COOKIE = 'learnbox.org_sso_state';
const ATTEMPT_TTL_MS = 10 * 60_000;
const COOKIE_PATH = '/api/org-sso/';
/** Each start stores an attempt: 30 per address in 10 minutes is plenty for people, not for floods. */
const STARTS_PER_ADDRESS = { max: 30, windowMs: 10 * 60_000 };

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

/** Where a failed attempt lands: the host's login page, with a code the web turns into a sentence. */
function failure(code: OrgSsoErrorCode, returnPath = '/'): string {
  const params = new URLSearchParams({ [ORG_SSO_ERROR_PARAM]: code, returnUrl: returnPath });
  return `/login?${params.toString()}`;
}

function withNotice(path: string, notice: OrgSsoNoticeCode | null): string {
  if (!notice) return path;
  const [base, hash] = path.split('#', 2) as [string, string | undefined];
  const joined = `${base}${base.includes('?') ? '&' : '?'}${ORG_SSO_NOTICE_PARAM}=${notice}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

async function configured(ctx: OrgSsoContext, subdomain: string | null) {
  if (!subdomain) return null;
  const organization = await ctx.repo.organizationBySubdomain(subdomain);
  if (!organization?.subdomain) return null;
  const settings = await ctx.repo.settings(organization.id);
  return settings ? { organization: { ...organization, subdomain: organization.subdomain }, settings } : null;
}

/**
 * GET /api/org-sso/start on an organization's host: the authorization code flow with PKCE (S256),
 * state and nonce. The verifier and nonce stay in the database; the browser carries only the state.
 */
export async function startOrgSso(ctx: OrgSsoContext, request: FastifyRequest, reply: FastifyReply) {
  await enforceRateLimits(ctx.organizations.limiter, [[`org-sso-start:${request.ip}`, STARTS_PER_ADDRESS]]);
  const returnPath = safeReturnPath((request.query as { page_uri?: string }).page_uri) ?? '/';
  const found = await configured(ctx, request.orgHostSubdomain);
  if (!found) return reply.redirect(failure('not-configured', returnPath), 302);
  let server: oauth.AuthorizationServer;
  try {
    server = await ctx.issuers.discover(found.settings.issuer);
  } catch (error) {
    request.log.warn(
      { err: error, organizationId: found.organization.id },
      'organization SSO issuer unreachable',
    );
    return reply.redirect(failure('failed', returnPath), 302);
  }
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const now = ctx.now();
  await ctx.repo.purgeExpiredLogins(now);
  await ctx.repo.saveLogin({
    stateHash: hashState(state),
    organizationId: found.organization.id,
    codeVerifier,
    nonce,
    returnPath,
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
  });
  const url = new URL(server.authorization_endpoint as string);
  url.searchParams.set('client_id', found.settings.clientId);
  url.searchParams.set('redirect_uri', redirectUriFor(ctx, found.organization.subdomain));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  reply.setCookie(SSO_STATE_COOKIE, state, {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which carries it.
    sameSite: 'lax',
    secure: ctx.accounts.cookies.secure,
    maxAge: ATTEMPT_TTL_MS / 1000,
  });
  return reply.redirect(url.toString(), 302);
}

interface VerifiedPerson {
  subject: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** A string claim, trimmed, or '' when absent or not a string. */
function textClaim(claims: Record<string, unknown>, name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Code for tokens (client secret, PKCE verifier), then the ID token's claims (iss, aud, exp, nonce). */
async function exchange(
  ctx: OrgSsoContext,
  found: NonNullable<Awaited<ReturnType<typeof configured>>>,
  params: URLSearchParams,
  attempt: { codeVerifier: string; nonce: string },
  state: string,
): Promise<VerifiedPerson> {
  const server = await ctx.issuers.discover(found.settings.issuer);
  const secret = (await ctx.secretBox()).open(found.settings.clientSecretSealed);
  if (secret === null) throw new Error('the stored client secret cannot be opened (AUTH_SECRET changed?)');
  const client: oauth.Client = { client_id: found.settings.clientId };
  const callback = oauth.validateAuthResponse(server, client, params, state);
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    client,
    clientAuthFor(server, secret),
    callback,
    redirectUriFor(ctx, found.organization.subdomain),
    attempt.codeVerifier,
    ctx.issuers.requestOptions(),
  );
  const tokens = await oauth.processAuthorizationCodeResponse(server, client, response, {
    expectedNonce: attempt.nonce,
    requireIdToken: true,
  });
  const claims = oauth.getValidatedIdTokenClaims(tokens) as oauth.IDToken;
  let profile: Record<string, unknown> = claims;
  // Providers may keep e-mail claims out of the ID token; the user-info endpoint then has them.
  if (textClaim(claims, 'email') === '' && server.userinfo_endpoint) {
    const info = await oauth.userInfoRequest(
      server,
      client,
      tokens.access_token,
      ctx.issuers.requestOptions(),
    );
    profile = { ...(await oauth.processUserInfoResponse(server, client, claims.sub, info)), sub: claims.sub };
  }
  return {
    subject: claims.sub,
    email: textClaim(profile, 'email'),
    name: textClaim(profile, 'name'),
    emailVerified: profile.email_verified === true,
  };
}

/**
 * GET /api/org-sso/callback: the provider's return. Any doubt (no matching attempt, another
 * browser, a provider error, a token that does not check out) ends on the login page with a
 * sentence; a verified address signs the person in and, seats allowing, into the organization.
 */
export async function finishOrgSso(ctx: OrgSsoContext, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, string | undefined>;
  const state = query.state ?? '';
  const cookieState = request.cookies[SSO_STATE_COOKIE];
  reply.clearCookie(SSO_STATE_COOKIE, { path: COOKIE_PATH });
  const found = await configured(ctx, request.orgHostSubdomain);
  if (!found) return reply.redirect(failure('not-configured'), 302);
  // The state must be this browser's own (cookie) and an attempt of this organization, used once.
  const attempt =
    state && cookieState === state
      ? await ctx.repo.takeLogin(hashState(state), found.organization.id, ctx.now())
      : null;
  if (!attempt) return reply.redirect(failure('expired'), 302);
  let person: VerifiedPerson;
  try {
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    person = await exchange(ctx, found, params, attempt, state);
  } catch (error) {
    request.log.warn(
      { err: error, organizationId: found.organization.id },
      'organization SSO did not finish',
    );
    return reply.redirect(failure('failed', attempt.returnPath), 302);
  }
  if (!person.emailVerified || !person.email.includes('@'))
    return reply.redirect(failure('unverified', attempt.returnPath), 302);
  const organizationId = found.organization.id;
  const signedIn = await resolveExternalIdentity(
    ctx.accounts,
    {
      providerId: `org-sso:${organizationId}`,
      subject: person.subject,
      email: person.email,
      name: person.name,
    },
    {
      currentUserId: request.user?.id ?? null,
      mayJoinByEmail: (userId) => isMember(ctx.organizations, organizationId, userId),
    },
  );
  if (!signedIn.ok) return reply.redirect(failure(signedIn.reason, attempt.returnPath), 302);
  const seat = await joinWithSeat(ctx.organizations, organizationId, signedIn.userId);
  await startSessionFor(ctx.accounts, request, reply, signedIn.userId);
  return reply.redirect(withNotice(attempt.returnPath, seat === 'no-seat' ? 'no-seat' : null), 302);
}
