import { apiRefs } from '@learnbox/contracts/route-refs';
import { apiPath } from '../api-client/api-path';

/** How long the proxy remembers whether a subdomain is an organization's (both answers). */
const TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

const known = new Map<string, { exists: boolean; at: number }>();

/**
 * Whether an organization holds this subdomain, asked of the api (`GET /api/org-hosts/{subdomain}`)
 * and remembered briefly, so the proxy can answer unknown subdomains with the 404 page before any
 * page renders. When the api cannot be reached the page renders as usual (it shows the api's error).
 */
export async function isKnownOrgSubdomain(
  subdomain: string,
  apiOrigin: string,
  fetchImpl: typeof fetch = fetch,
  now = Date.now(),
): Promise<boolean> {
  const hit = known.get(subdomain);
  if (hit && now - hit.at < TTL_MS) return hit.exists;
  let exists = true;
  try {
    const path = apiPath(apiRefs.orgHosts.host, { params: { subdomain } });
    const response = await fetchImpl(`${apiOrigin}${path}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (response.status === 404) exists = false;
    else if (!response.ok) return true;
  } catch {
    return true;
  }
  if (known.size >= MAX_ENTRIES) known.clear();
  known.set(subdomain, { exists, at: now });
  return exists;
}
