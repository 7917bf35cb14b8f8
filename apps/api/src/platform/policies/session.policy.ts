import { SESSION_NOT_FOUND_MESSAGE } from '@learnbox/domain';
import type { PolicyUser } from './policy';
import { ALLOW, type Decision, hide, login } from './policy';

/** A login session as its policy sees it: whose it is (null when there is none by that id). */
export interface SessionResource {
  kind: 'session';
  ownerId: string | null;
}

export type SessionAction = 'revoke';

/** A user revokes only their own sessions; someone else's id answers like an unknown one. */
export function sessionPolicy(
  user: PolicyUser | null,
  _action: SessionAction,
  session: SessionResource,
): Decision {
  if (!user) return login();
  return session.ownerId !== null && session.ownerId === user.id ? ALLOW : hide(SESSION_NOT_FOUND_MESSAGE);
}
