import type { UserSession } from '@learnbox/contracts';
import { DomainError, SESSION_NOT_FOUND_MESSAGE, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { describeUserAgent } from '../../platform/http/user-agent';
import { authorize } from '../../platform/policies';
import { enforceRateLimits } from '../../platform/rate-limit/rate-limiter';
import type { AccountsContext } from './accounts-context';
import { forgetSessions } from './session-resolver';

/** The signed-in user and the session of the browser asking. */
export interface SessionOwner {
  user: CurrentUser;
  currentSessionId: string;
}

/**
 * "Where you're logged in" (GET /api/user/sessions): the user's unexpired sessions with a
 * readable device, the current one first. Sessions are named by id; tokens are never read.
 */
export async function listSessions(context: AccountsContext, owner: SessionOwner): Promise<UserSession[]> {
  const rows = await context.repository.listLiveSessionsOfUser(owner.user.id, new Date());
  const sessions = rows.map((row) => ({
    id: row.id,
    current: row.id === owner.currentSessionId,
    device: describeUserAgent(row.userAgent),
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_active_at: row.updatedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }));
  // Stable sort: the rest keep the repository's most-recently-active order.
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}

async function enforceRevokeLimit(context: AccountsContext, userId: string): Promise<void> {
  await enforceRateLimits(context.limiter, [
    [`session-revoke:${userId}`, context.limits.sessionRevokePerUser],
  ]);
}

/**
 * Revokes one of the user's own sessions. Someone else's id answers the same 404 as an unknown
 * one and revokes nothing (platform/policies/session.policy.ts). The cache entry goes at once, so that browser's next request is
 * logged out. Returns whether it was the caller's own session (the route then logs it out).
 */
export async function revokeSession(
  context: AccountsContext,
  owner: SessionOwner,
  sessionId: string,
): Promise<{ current: boolean }> {
  await enforceRevokeLimit(context, owner.user.id);
  authorize(owner.user, 'revoke', {
    kind: 'session',
    ownerId: await context.repository.sessionOwner(sessionId),
  });
  // Still scoped to the owner: a session that ended meanwhile answers the same 404.
  const revoked = await context.repository.deleteSessionOfUser(owner.user.id, sessionId);
  if (!revoked) throw new DomainError(SESSION_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  forgetSessions(context, [sessionId]);
  return { current: sessionId === owner.currentSessionId };
}

/** "Log out of all other sessions": every session of the user but the caller's. */
export async function revokeOtherSessions(context: AccountsContext, owner: SessionOwner): Promise<number> {
  await enforceRevokeLimit(context, owner.user.id);
  const revoked = await context.repository.deleteOtherSessionsOfUser(owner.user.id, owner.currentSessionId);
  forgetSessions(context, revoked);
  return revoked.length;
}
