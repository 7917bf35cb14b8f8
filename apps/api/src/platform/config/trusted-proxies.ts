import { isIP } from 'node:net';
import { commaList } from '@learnbox/contracts/env';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/** An IP address or a CIDR range; both proxy-addr (Fastify's trustProxy) and the web accept these. */
function isAddressOrRange(entry: string): boolean {
  const [ip = '', prefix, extra] = entry.split('/');
  const family = isIP(ip);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
}

/**
 * TRUSTED_PROXIES: reverse proxies in front of the web (or of the api) whose X-Forwarded-For
 * entries are believed, comma-separated. The web reads the same variable (apps/web/server.mjs);
 * http/forwarded-trust.ts applies it.
 */
export const trustedProxiesSchema = commaList().pipe(
  z.array(z.string().refine(isAddressOrRange, 'must be an IP address or CIDR range (10.0.0.0/8)')),
);

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) as `1.2.3.4`: one client, one address. */
export function normalizeAddress(address: string): string {
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

/**
 * Whether an address is one of these entries (addresses and CIDR ranges already checked by
 * trustedProxiesSchema): TRUSTED_PROXIES as http/forwarded-trust.ts and billing/country-resolver.ts
 * apply it. `proxy-addr` (the matcher Fastify's trustProxy uses) decides, IPv4-mapped IPv6 and
 * both families included. Loopback is in it only when listed.
 */
export function addressMatcher(entries: readonly string[] = []): (address: string) => boolean {
  const trusts = proxyaddr.compile([...entries]);
  return (address) => isIP(address) !== 0 && trusts(address, 0);
}
