import { DomainError, NOT_LOGGED_IN_MESSAGE, STAFF_ONLY_MESSAGE, STATUS } from '@learnbox/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The signed-in user as every module sees it. The accounts module resolves it once per
 * request from the session cookie (modules/auth/session-resolver.ts, an onRequest hook on the
 * root instance); other modules read `request.user` and never touch sessions themselves.
 */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** Internal staff are identified by the company e-mail domain of a verified address (spec section 1). */
  isInternalStaff: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null when logged out. */
    user: CurrentUser | null;
  }
}

export function decorateCurrentUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

/** The signed-in user, or a 401 (spec section 8: 401 unauthorized). */
export function requireUser(request: FastifyRequest) {
  if (!request.user) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
  return request.user;
}

/**
 * The signed-in internal staff member (verified company address), or a 401 when logged out and
 * a 404 for everyone else: staff pages and their data do not exist for learners.
 */
export function requireStaff(request: FastifyRequest) {
  const user = requireUser(request);
  if (!user.isInternalStaff) throw new DomainError(STAFF_ONLY_MESSAGE, STATUS.NOT_FOUND);
  return user;
}
