/**
 * Organization hosts (spec section 1: "Subdomains of that host identify organisations"): an
 * organization's space is `<subdomain>.<B2B host suffix>`, e.g. `acme.teams.localhost:3000`.
 * The web and the api parse hosts with the same function so they never disagree about which
 * host is a B2B host.
 */

/** The suffix when B2B_HOST_SUFFIX is unset: browsers resolve every `*.localhost` to loopback. */
export const DEFAULT_B2B_HOST_SUFFIX = 'teams.localhost';

/**
 * The header with which the web tells the api which host the visitor opened (the web's own Host).
 * It can only ever hide courses (spec section 5), never reveal or grant anything, so the api
 * believes it from anyone; it still accepts only hosts that parse as `<sub>.<suffix>`.
 */
export const SITE_HOST_HEADER = 'x-learnbox-site-host';

/** One DNS label: lower-case letters, digits and inner dashes, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host suffix is one or more labels separated by dots (no scheme, port or path). */
export function isValidHostSuffix(suffix: string): boolean {
  const labels = suffix.split('.');
  return suffix.length <= 200 && labels.every((label) => LABEL.test(label));
}

/** A subdomain an organization may hold: a single DNS label. */
export function isValidOrgSubdomain(subdomain: string): boolean {
  return LABEL.test(subdomain);
}

/**
 * The organization subdomain a Host header names, or null when the host is not
 * `<one label>.<suffix>` (the main host, an IP, a deeper subdomain, garbage). The port and a
 * trailing dot are ignored and letters compared in lower case, as DNS does.
 */
export function orgSubdomainOfHost(host: string | null | undefined, suffix: string): string | null {
  if (!host || host.length > 300) return null;
  let name = host.trim().toLowerCase();
  // Strip the port (hosts here are names, never bracketed IPv6 literals we would accept).
  if (name.startsWith('[')) return null;
  const colon = name.lastIndexOf(':');
  if (colon !== -1) {
    if (!/^\d{1,5}$/.test(name.slice(colon + 1))) return null;
    name = name.slice(0, colon);
  }
  if (name.endsWith('.')) name = name.slice(0, -1);
  const tail = `.${suffix.toLowerCase()}`;
  if (!name.endsWith(tail)) return null;
  const subdomain = name.slice(0, -tail.length);
  return isValidOrgSubdomain(subdomain) ? subdomain : null;
}

/** The origin of an organization's space: the main origin's scheme and port on its subdomain. */
export function orgHostOrigin(publicWebOrigin: string, subdomain: string, suffix: string): string {
  const url = new URL(publicWebOrigin);
  return `${url.protocol}//${subdomain}.${suffix}${url.port ? `:${url.port}` : ''}`;
}
