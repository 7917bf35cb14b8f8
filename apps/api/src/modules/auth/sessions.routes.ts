import { apiRoutes } from '@learnbox/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import type { AccountsContext } from './accounts-context';
import { clearLoginCookies } from './client-cookies';
import { listSessions, revokeOtherSessions, revokeSession, type SessionOwner } from './sessions.service';

/** The signed-in user with the session of this browser (a user is only ever set with one). */
function ownerOf(request: FastifyRequest): SessionOwner {
  const user = requireUser(request);
  return { user, currentSessionId: request.authSession?.id ?? '' };
}

/**
 * "Where you're logged in": list and revoke the caller's own sessions. Writes pass the root
 * CSRF hook like every /api write; POST /api/user/logout { everywhere } still ends all of them.
 */
export function registerSessionRoutes(app: AppInstance, context: AccountsContext): void {
  registerRoute(app, apiRoutes.auth.sessions, async (request, reply) => {
    const sessions = await listSessions(context, ownerOf(request));
    reply.header('cache-control', 'private, no-store');
    return { sessions };
  });

  registerRoute(app, apiRoutes.auth.revokeSession, async (request, reply) => {
    const { current } = await revokeSession(context, ownerOf(request), request.params.id);
    // Revoking this browser's own session is a logout: its cookies go too.
    if (current) clearLoginCookies(reply, context.sessionCookieName, context.cookies);
    return { status: true as const, logged_out: current };
  });

  registerRoute(app, apiRoutes.auth.revokeOtherSessions, async (request) => ({
    status: true as const,
    revoked: await revokeOtherSessions(context, ownerOf(request)),
  }));
}
