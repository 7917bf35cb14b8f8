import { CROSS_SITE_MESSAGE, DomainError, STATUS } from '@learnbox/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null | 'invalid' {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Is this write from our own pages? The browser names the page's origin in Origin (or, failing
 * that, Referer) and says 'cross-site' in Sec-Fetch-Site; a forged form or fetch from another
 * site cannot change either. Requests with none of them (curl, server-to-server calls,
 * webhooks) carry no ambient browser cookies an attacker could ride, and the session cookie
 * is SameSite=Lax besides.
 */
export function isSameSiteWrite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === null) return true;
  if (origin === 'invalid' || origin === 'null') return false;
  // The request's own origin as the web proxy forwarded it (x-forwarded-host/proto).
  const self = `${request.protocol}://${request.host}`;
  return origin === self || allowedOrigins.has(origin);
}

/**
 * CSRF protection for every cookie-authenticated write under /api (Origin/Referer check, OWASP
 * "verifying origin with standard headers"). OAuth callbacks are exempt: the identity provider
 * sends the browser back to them, and their `state` parameter is their CSRF defence.
 */
export function installCsrfCheck(app: FastifyInstance, allowedOrigins: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/auth/callback/')) return;
    if (!isSameSiteWrite(request, allowedOrigins))
      throw new DomainError(CROSS_SITE_MESSAGE, STATUS.ACCESS_DENIED);
  });
}
