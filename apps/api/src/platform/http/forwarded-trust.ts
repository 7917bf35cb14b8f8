import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addressMatcher } from '../config/trusted-proxies';

/**
 * Who may tell the api who the client is. Per-address rate limits key on `request.ip`, so a
 * caller that could name its own X-Forwarded-For could spend anyone's budget, or an endless
 * supply of fresh ones. Believed are:
 * - the web, which proves itself with INTERNAL_PROXY_SECRET in this header on every request it
 *   forwards (apps/web), wherever it runs;
 * - the reverse proxies in TRUSTED_PROXIES.
 * Being on loopback proves nothing: any local process (a script, another user's program) connects
 * from there. Everyone else's X-Forwarded-* are removed before any code reads them, and
 * `request.ip` is its own address. A country header (x-country-code, cf-ipcountry) is not decided
 * here: billing/country-resolver.ts believes it only from a TRUSTED_PROXIES hop, never the web's.
 */
export const INTERNAL_PROXY_HEADER = 'x-internal-proxy-secret';

/** The headers that make a claim about the client, its scheme or the host it asked for. */
const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

/**
 * Fastify's `trustProxy`. The peer (hop 0) is always believed because registerForwardedTrust has
 * already removed the X-Forwarded-* of every peer that may not make claims; further hops only
 * when they are one of TRUSTED_PROXIES, so `request.ip` is the rightmost X-Forwarded-For entry
 * that is not one of our proxies and whatever a client prepended never becomes its address.
 */
export function proxyTrust(trusted: readonly string[] = []): (address: string, hop: number) => boolean {
  const isTrusted = addressMatcher(trusted);
  return (address, hop) => hop === 0 || isTrusted(address);
}

/** Compares in constant time (both sides hashed first, so lengths do not leak either). */
function secretChecker(secret: string | undefined): (claimed: unknown) => boolean {
  if (!secret) return () => false;
  const expected = createHash('sha256').update(secret).digest();
  return (claimed) =>
    typeof claimed === 'string' && timingSafeEqual(createHash('sha256').update(claimed).digest(), expected);
}

/**
 * Who handed the api a request (its socket peer, hop 0 of `request.ips`): the web (it proved the
 * secret), a TRUSTED_PROXIES proxy, or anyone else (the client itself, loopback included).
 */
export type RequestPeer = 'web' | 'trusted-proxy' | 'client';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by registerForwardedTrust before any other hook. */
    peer: RequestPeer;
  }
}

/** The first hook of every request: it runs before anything reads `request.ip`, host or protocol. */
export function registerForwardedTrust(
  app: FastifyInstance,
  options: { secret: string | undefined; trustedProxies: readonly string[] },
): void {
  const provesWeb = secretChecker(options.secret);
  const isTrustedProxy = addressMatcher(options.trustedProxies);
  app.decorateRequest('peer', 'client');
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    const claimed = headers[INTERNAL_PROXY_HEADER];
    // The secret goes no further: not into logs, not to better-auth.
    delete headers[INTERNAL_PROXY_HEADER];
    if (provesWeb(claimed)) request.peer = 'web';
    else if (isTrustedProxy(request.raw.socket?.remoteAddress ?? '')) request.peer = 'trusted-proxy';
    else {
      request.peer = 'client';
      for (const name of FORWARDED_HEADERS) delete headers[name];
    }
  });
}
