import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, engineHeadersFor } from '../../platform/auth/caller';
import { installSessionResolver } from '../../platform/auth/session-resolver';
import type { AccountsContext } from './accounts-context';
import { forwardSetCookies } from './client-cookies';
import { callEngine } from './engine-call';

interface EngineSession {
  session: { id: string; token: string; expiresAt: string; updatedAt: string };
  user: { id: string; email: string; name: string; emailVerified: boolean };
}

/** "Last active" in the list of sessions is this exact; finer would cost a write per request. */
export const LAST_ACTIVE_RESOLUTION_MS = 5 * 60_000;

/**
 * Plugs the auth engine into the platform's session resolver: a cookie it has not cached is
 * looked up with the engine, and its "last active" moves when stale.
 */
export function installEngineSessions(app: FastifyInstance, context: AccountsContext): void {
  installSessionResolver(app, {
    cookieName: context.sessionCookieName,
    cache: context.sessionCache,
    async lookup(request, reply) {
      const result = await callEngine<EngineSession | null>(() =>
        context.engine.api.getSession({ headers: engineHeadersFor(callerOf(request)), asResponse: true }),
      );
      forwardSetCookies(reply, result.setCookies);
      const data = result.ok ? result.body : null;
      if (!data?.session) return null;
      await recordActivity(context, request, data.session);
      return {
        session: {
          user: {
            id: data.user.id,
            email: data.user.email,
            name: data.user.name,
            emailVerified: data.user.emailVerified,
          },
          sessionId: data.session.id,
          token: data.session.token,
        },
        ttlMs: new Date(data.session.expiresAt).getTime() - Date.now(),
      };
    },
  });
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
