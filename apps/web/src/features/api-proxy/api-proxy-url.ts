import { SITE_HOST_HEADER } from '@learnbox/domain/org-hosts/org-host';

/**
 * Where a request to `/api/*` on the web origin goes on the api (DESIGN.md section 2: the web app
 * forwards `/api/*` to the api). Path and query are kept byte for byte (still percent-encoded).
 */
export function buildApiUrl(apiOrigin: string, pathname: string, search: string): string {
  if (!pathname.startsWith('/api/') && pathname !== '/api') {
    throw new Error(`Only /api paths are forwarded, got "${pathname}".`);
  }
  // String concatenation, not `new URL(path, origin)`: that would drop a base path on the origin
  // and resolve `..` segments the api should see as they were sent.
  return `${apiOrigin.replace(/\/+$/, '')}${pathname}${search}`;
}

/** Connection-level headers that must not cross a proxy (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Request headers that stay here: `host` names the web origin, and `expect: 100-continue` (curl
 * sends it for bodies over 1 MB) was already answered by this server; Node's fetch refuses it.
 */
const REQUEST_ONLY = new Set(['host', 'expect']);

/**
 * The header with which the web proves to the api that its X-Forwarded-* are its own
 * (apps/api/src/platform/http/forwarded-trust.ts): the api believes no one else's, loopback or not.
 */
export const INTERNAL_PROXY_HEADER = 'x-internal-proxy-secret';

/**
 * Headers sent to the api: the browser's, minus hop-by-hop ones, plus the usual X-Forwarded-*
 * (the api's CSRF check compares Origin with them) and the internal proxy secret that makes the
 * api believe them. Incoming X-Forwarded-* are already trustworthy: server.mjs kept them only from
 * a trusted proxy and put the peer's in the others.
 */
export function forwardedRequestHeaders(
  incoming: Headers,
  webUrl: URL,
  proxySecret: string | null = null,
): Headers {
  const headers = new Headers();
  for (const [name, value] of incoming) {
    if (!HOP_BY_HOP.has(name) && !REQUEST_ONLY.has(name) && name !== INTERNAL_PROXY_HEADER)
      headers.append(name, value);
  }
  if (proxySecret) headers.set(INTERNAL_PROXY_HEADER, proxySecret);
  headers.set('x-forwarded-host', incoming.get('x-forwarded-host') ?? incoming.get('host') ?? webUrl.host);
  headers.set('x-forwarded-proto', incoming.get('x-forwarded-proto') ?? webUrl.protocol.replace(':', ''));
  // The host the browser opened, for the api's organization-host rules (replaces any the browser
  // sent itself; the api accepts only <subdomain>.<B2B_HOST_SUFFIX> and it can only hide courses).
  headers.set(SITE_HOST_HEADER, (headers.get('x-forwarded-host') ?? '').split(',')[0]?.trim() ?? '');
  return headers;
}

/**
 * Headers sent back to the browser. fetch() has already decoded a compressed body, so the
 * encoding and length of the api's bytes no longer describe what we stream on.
 */
export function forwardedResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  const decoded = upstream.has('content-encoding');
  for (const [name, value] of upstream) {
    if (HOP_BY_HOP.has(name)) continue;
    if (decoded && (name === 'content-encoding' || name === 'content-length')) continue;
    headers.append(name, value);
  }
  return headers;
}
