/**
 * Subdomains of the sibling workflow product's host identify organisations (spec section 1).
 * Returns the organisation subdomain of `host` under `baseHost`, or null when `host` is the base
 * itself, 'www', another site, or nested more than one level (a.b.base is not an organisation).
 */
export function getOrganizationSubdomain(host: string, baseHost: string): string | null {
  const normalized = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const base = baseHost.toLowerCase().replace(/:\d+$/, '');
  if (!normalized.endsWith(`.${base}`)) return null;
  const sub = normalized.slice(0, -(base.length + 1));
  if (sub === '' || sub === 'www' || sub.includes('.')) return null;
  return sub;
}

/** A B2B domain is an organisation subdomain of the workflow host (spec sections 1 and 5). */
export function isB2bDomain(host: string, baseHost: string): boolean {
  return getOrganizationSubdomain(host, baseHost) !== null;
}
