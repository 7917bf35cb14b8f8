import { isInternalStaff } from '@learnbox/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, engineHeadersFor } from '../../platform/auth/caller';
import type { AccountsContext, CachedSession } from './accounts-context';
import { forwardSetCookies } from './client-cookies';
import { callEngine } from './engine-call';

declare module 'fastify' {
  interface FastifyRequest {
    /** The engine session behind request.user; null when logged out. */
    authSession: { id: string; token: string; cookie: string } | null;
  }
}

interface EngineSession {
  session: { id: string; token: string; expiresAt: string; updatedAt: string };
  user: { id: string; email: string; name: string; emailVerified: boolean };
}

/** "Last active" in the list of sessions is this exact; finer would cost a write per request. */
export const LAST_ACTIVE_RESOLUTION_MS = 5 * 60_000;

/**
 * Resolves request.user once per request from the session cookie (platform/http/current-user.ts).
 * Sessions are cached for a couple of seconds keyed by the cookie, because nearly every
 * request reads one; logout and revocation drop the entries at once in this process.
 */
export function installSessionResolver(app: FastifyInstance, context: AccountsContext): void {
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[context.sessionCookieName];
    if (!cookie) return;
    let resolved = context.sessionCache.get(cookie);
    if (resolved === undefined) {
      const result = await callEngine<EngineSession | null>(() =>
        context.engine.api.getSession({ headers: engineHeadersFor(callerOf(request)), asResponse: true }),
      );
      forwardSetCookies(reply, result.setCookies);
      const data = result.ok ? result.body : null;
      resolved = data?.session
        ? {
            user: {
              id: data.user.id,
              email: data.user.email,
              name: data.user.name,
              emailVerified: data.user.emailVerified,
            },
            sessionId: data.session.id,
            token: data.session.token,
          }
        : null;
      const ttl = data?.session ? new Date(data.session.expiresAt).getTime() - Date.now() : undefined;
      context.sessionCache.set(cookie, resolved, ttl);
      if (data?.session) await recordActivity(context, request, data.session);
    }
    if (resolved) applySession(request, resolved, cookie);
  });
}

function applySession(request: FastifyRequest, session: CachedSession, cookie: string): void {
  request.user = { ...session.user, isInternalStaff: isInternalStaff(session.user) };
  request.authSession = { id: session.sessionId, token: session.token, cookie };
}

/** Moves a session's updated_at (its "last active") when it is older than the resolution. */
async function recordActivity(
  context: AccountsContext,
  request: FastifyRequest,
  session: EngineSession['session'],
): Promise<void> {
  const staleBefore = new Date(Date.now() - LAST_ACTIVE_RESOLUTION_MS);
  if (new Date(session.updatedAt) >= staleBefore) return;
  try {
    await context.repository.touchSession(session.id, staleBefore);
  } catch (error) {
    // Only the list's "last active" suffers; the request itself must go on.
    request.log.warn({ err: error }, 'could not record session activity');
  }
}

/** Forgets cached sessions by id (revoked from the list of sessions). */
export function forgetSessions(context: AccountsContext, sessionIds: readonly string[]): void {
  const revoked = new Set(sessionIds);
  context.sessionCache.deleteWhere((session) => session !== null && revoked.has(session.sessionId));
}

/** Forgets cached sessions of a user (logout everywhere, password reset, two-factor change). */
export function forgetUserSessions(context: AccountsContext, userId: string): void {
  context.sessionCache.deleteWhere((session) => session?.user.id === userId);
  context.userInfoCache.delete(userId);
}
