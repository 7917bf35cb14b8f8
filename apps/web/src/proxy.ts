import { type NextRequest, NextResponse } from 'next/server';
import { getWebEnv } from './config/env';
import { isKnownOrgSubdomain } from './features/org-host/org-host-gate';
import { orgSubdomainOf } from './features/org-host/org-host-name';
import { createNonce, pageContentSecurityPolicy } from './features/security/content-security-policy';
import { NONCE_HEADER, PATHNAME_HEADER } from './proxy-headers';

/**
 * Passes the request path to server components, which paint the theme before the page reaches
 * the browser (the logged-out /answers/ rule of spec section 4 depends on the path), and gives
 * every page a fresh script nonce and the Content-Security-Policy naming it. Next.js reads the
 * nonce from the request's policy header and puts it on its own scripts; the layout reads
 * NONCE_HEADER for the theme script. Pages were already rendered per request (the layout reads
 * cookies), so the nonce costs no static page.
 * `/api/*` is not matched: its route handler streams bodies, which a proxy rewrite would buffer
 * (the api sets its own headers). /sandbox-frame sets its own policy.
 */
export async function proxy(request: NextRequest) {
  const env = getWebEnv();
  // A subdomain of the B2B host that no organization holds: every page is the 404 page.
  const subdomain = orgSubdomainOf(request.headers, env.b2bHostSuffix);
  const unknownOrgHost = subdomain !== null && !(await isKnownOrgSubdomain(subdomain, env.apiOrigin));
  const nonce = createNonce();
  const policy = pageContentSecurityPolicy({
    nonce,
    runnerOrigin: env.runnerPublicOrigin,
    labsOrigin: env.labsPublicOrigin,
    labsPreviewOrigin: env.labsPreviewOrigin,
    posthogOrigin: env.posthog?.host,
    https: env.publicWebOrigin.startsWith('https:'),
    development: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  headers.set(NONCE_HEADER, nonce);
  headers.set('content-security-policy', policy);
  const response = unknownOrgHost
    ? NextResponse.rewrite(new URL('/org-host-not-found', request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: ['/((?!api/|api$|_next/|favicon-|sandbox-frame$).*)'],
};
