import { isIP } from 'node:net';
import { z } from 'zod';
import { commaList } from './comma-list';

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
