import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Who may tell the api who the client is. Per-address rate limits key on `request.ip`, so a
 * caller that could name its own X-Forwarded-For could spend anyone's budget, or an endless
 * supply of fresh ones. Believed are:
 * - the web, which proves itself with INTERNAL_PROXY_SECRET in this header on every request it
 *   forwards (apps/web), wherever it runs;
 * - the reverse proxies in TRUSTED_PROXIES.
 * Being on loopback proves nothing: any local process (a script, another user's program) connects
 * from there. Everyone else's X-Forwarded-* are removed before any code reads them, and
 * `request.ip` is its own address.
 */
export const INTERNAL_PROXY_HEADER = 'x-internal-proxy-secret';

/**
 * The headers that make a claim about the client, its scheme, the host it asked for, or its
 * country (which decides regional prices: DESIGN section 9, country only from a trusted proxy).
 */
const FORWARDED_HEADERS = [
  'x-country-code',
  'cf-ipcountry',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) as `1.2.3.4`. */
function normalizeAddress(address: string): string {
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

/** A matcher for addresses and CIDR ranges already checked by trustedProxiesSchema. */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  const blockList = new BlockList();
  for (const entry of entries) {
    const [rawIp = '', prefix] = entry.split('/');
    const ip = normalizeAddress(rawIp);
    const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blockList.addAddress(ip, type);
    else blockList.addSubnet(ip, Number(prefix), type);
  }
  return (address) => {
    const ip = normalizeAddress(address);
    const family = isIP(ip);
    return family !== 0 && blockList.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}

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

/** The first hook of every request: it runs before anything reads `request.ip`, host or protocol. */
export function registerForwardedTrust(
  app: FastifyInstance,
  options: { secret: string | undefined; trustedProxies: readonly string[] },
): void {
  const provesWeb = secretChecker(options.secret);
  const isTrustedProxy = addressMatcher(options.trustedProxies);
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    const claimed = headers[INTERNAL_PROXY_HEADER];
    // The secret goes no further: not into logs, not to better-auth.
    delete headers[INTERNAL_PROXY_HEADER];
    if (provesWeb(claimed) || isTrustedProxy(request.raw.socket?.remoteAddress ?? '')) return;
    for (const name of FORWARDED_HEADERS) delete headers[name];
  });
}
