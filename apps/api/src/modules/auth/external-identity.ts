import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsContext } from './accounts-context';
import { SESSION_MAX_AGE_SECONDS } from './auth-engine';
import { setClientStateCookies } from './client-cookies';
import { forgetUserSessions } from './session-resolver';

/** A person as an identity provider outside the engine's own list names them (organization SSO). */
export interface ExternalIdentity {
  /** Account provider id, unique per issuer configuration, e.g. `org-sso:<organizationId>`. */
  providerId: string;
  /** The provider's stable subject (`sub`). */
  subject: string;
  email: string;
  name: string;
}

export type ExternalSignIn =
  | { ok: true; userId: string; created: boolean }
  | { ok: false; reason: 'account-exists' | 'linked-elsewhere' };

/**
 * Who an external identity is, without trusting its address more than it deserves. An
 * organization's identity provider is configured by that organization's admin, not by the
 * operator, so its "verified e-mail" proves nothing about other people's accounts:
 * 1. the subject already linked to an account is that account;
 * 2. a signed-in caller links the subject to themselves (they proved both);
 * 3. an existing account with the address is joined only when `mayJoinByEmail` says the
 *    organization already vouches for it (it is a member) and it has no second factor (the
 *    provider must not step around it); else the person must log in first and connect;
 * 4. otherwise a new account is created, its address left unverified: the platform's own mail
 *    proves it later (verified addresses grant staff, author and gift rights; see trustedEmail).
 */
export async function resolveExternalIdentity(
  context: AccountsContext,
  identity: ExternalIdentity,
  options: { currentUserId: string | null; mayJoinByEmail(userId: string): Promise<boolean> },
): Promise<ExternalSignIn> {
  const engine = await context.engine.$context;
  const adapter = engine.internalAdapter;
  const key = { providerId: identity.providerId, accountId: identity.subject };
  const linked = await adapter.findAccountByKey(key);
  if (linked) {
    if (options.currentUserId && linked.userId !== options.currentUserId)
      return { ok: false, reason: 'linked-elsewhere' };
    return { ok: true, userId: linked.userId, created: false };
  }
  if (options.currentUserId) {
    await adapter.linkAccount({ ...key, userId: options.currentUserId });
    return { ok: true, userId: options.currentUserId, created: false };
  }
  const existing = await context.repository.findUserByEmail(identity.email.toLowerCase());
  if (existing) {
    if (existing.twoFactorEnabled || !(await options.mayJoinByEmail(existing.id)))
      return { ok: false, reason: 'account-exists' };
    await adapter.linkAccount({ ...key, userId: existing.id });
    return { ok: true, userId: existing.id, created: false };
  }
  const user = await adapter.createUser(
    { email: identity.email.toLowerCase(), name: identity.name || identity.email, emailVerified: false },
    { method: 'sso-oidc', sso: { providerId: identity.providerId } },
  );
  await adapter.linkAccount({ ...key, userId: user.id });
  return { ok: true, userId: user.id, created: true };
}

/**
 * Starts a session for a user the caller has already identified (organization SSO): the engine
 * stores it, and the browser gets the engine's signed session cookie (value.HMAC-SHA256 in base64,
 * the engine's own format) and the client-state cookies. No Domain attribute: the session belongs
 * to the host that set it (docs/ARCHITECTURE.md "Organization hosts and SSO").
 */
export async function startSessionFor(
  context: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const engine = await context.engine.$context;
  const session = await engine.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', engine.secret).update(session.token).digest('base64');
  reply.setCookie(context.sessionCookieName, `${session.token}.${signature}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: context.cookies.secure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  if (request.authSession) context.sessionCache.delete(request.authSession.cookie);
  forgetUserSessions(context, userId);
  await context.repository.ensureProfile(userId);
  const profile = await context.repository.getProfile(userId);
  setClientStateCookies(request, reply, context.cookies, {
    subscribed: profile.isUserSubscribed,
    trialAvailed: profile.hasAvailedB2cTrial,
  });
}
