import { orgSubdomainOfHost } from '@learnbox/domain/org-hosts/org-host';

/** Anything with a `get(name)` like Headers and Next's ReadonlyHeaders. */
interface HeaderReader {
  get(name: string): string | null;
}

/**
 * The host the visitor opened. server.mjs keeps X-Forwarded-Host only from a trusted proxy (and
 * otherwise the browser's Host stands), so this is the name in the visitor's address bar.
 */
export function visitorHost(headers: HeaderReader): string | null {
  return headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
}

/** The organization subdomain of the visitor's host (`acme` on acme.teams.localhost:3000), or null. */
export function orgSubdomainOf(headers: HeaderReader, suffix: string): string | null {
  return orgSubdomainOfHost(visitorHost(headers), suffix);
}
