import { isInternalStaff } from '@learnbox/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TtlCache } from '../cache/ttl-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind request.user; null when logged out. */
    authSession: { id: string; token: string; cookie: string } | null;
  }
}

/** What a session cookie resolves to, as cached. */
export interface ResolvedSession {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  sessionId: string;
  token: string;
}

/** Where sessions come from: the accounts module's engine, behind this narrow interface. */
export interface SessionSource {
  cookieName: string;
  /** Keyed by the cookie value; null caches an invalid cookie. */
  cache: TtlCache<ResolvedSession | null>;
  /** Looks the request's session up; with how long it lives (ms), for the cache. */
  lookup(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ session: ResolvedSession; ttlMs: number } | null>;
}

/**
 * Resolves request.user once per request from the session cookie (platform/http/current-user.ts).
 * Sessions are cached keyed by the cookie, because nearly every request reads one; logout and
 * revocation drop the entries at once in this process.
 */
export function installSessionResolver(app: FastifyInstance, source: SessionSource): void {
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[source.cookieName];
    if (!cookie) return;
    let resolved = source.cache.get(cookie);
    if (resolved === undefined) {
      const found = await source.lookup(request, reply);
      resolved = found?.session ?? null;
      source.cache.set(cookie, resolved, found?.ttlMs);
    }
    if (resolved) {
      request.user = { ...resolved.user, isInternalStaff: isInternalStaff(resolved.user) };
      request.authSession = { id: resolved.sessionId, token: resolved.token, cookie };
    }
  });
}
