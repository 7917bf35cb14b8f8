import { describe, expect, it } from 'vitest';
import { isKnownOrgSubdomain } from './org-host-gate';

/** A stand-in for the api's GET /api/org-hosts/{subdomain}, counting calls. */
function apiAnswering(status: number | 'down') {
  const calls: string[] = [];
  const fetchImpl = (async (url: string) => {
    calls.push(url);
    if (status === 'down') throw new Error('connection refused');
    return new Response('{}', { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('isKnownOrgSubdomain (the proxy’s 404 for unknown organization hosts)', () => {
  it('asks the api once per subdomain and window, and remembers a 404', async () => {
    const api = apiAnswering(404);
    expect(await isKnownOrgSubdomain('ghost', 'http://api', api.fetchImpl, 1_000)).toBe(false);
    expect(await isKnownOrgSubdomain('ghost', 'http://api', api.fetchImpl, 2_000)).toBe(false);
    expect(api.calls).toEqual(['http://api/api/org-hosts/ghost']);
    // After the window it asks again (an admin may have taken the subdomain since).
    await isKnownOrgSubdomain('ghost', 'http://api', api.fetchImpl, 40_000);
    expect(api.calls).toHaveLength(2);
  });

  it('knows an organization the api names, and never 404s a page because the api is down', async () => {
    expect(await isKnownOrgSubdomain('acme-known', 'http://api', apiAnswering(200).fetchImpl)).toBe(true);
    expect(await isKnownOrgSubdomain('acme-down', 'http://api', apiAnswering('down').fetchImpl)).toBe(true);
    expect(await isKnownOrgSubdomain('acme-busy', 'http://api', apiAnswering(503).fetchImpl)).toBe(true);
  });
});
