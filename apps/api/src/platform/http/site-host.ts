import { DEFAULT_B2B_HOST_SUFFIX, orgSubdomainOfHost, SITE_HOST_HEADER } from '@learnbox/domain';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The organization subdomain of the host the visitor opened (`acme` on acme.teams.localhost),
     * or null on the main host. Read from the web's SITE_HOST_HEADER.
     */
    orgHostSubdomain: string | null;
  }
}

/**
 * Which host the web serves this request on. The header is not authenticated, on purpose: all it
 * can do is hide free, unpriced and interview-preparation courses from a logged-out caller (spec
 * section 5), so a forged value harms only the forger. Nothing that grants access reads it.
 * Values that are not `<one label>.<suffix>` count as the main host.
 */
export function registerSiteHost(app: FastifyInstance, suffix: string | undefined): void {
  const hostSuffix = suffix ?? DEFAULT_B2B_HOST_SUFFIX;
  app.decorateRequest('orgHostSubdomain', null);
  app.addHook('onRequest', async (request) => {
    const value = request.headers[SITE_HOST_HEADER];
    request.orgHostSubdomain = typeof value === 'string' ? orgSubdomainOfHost(value, hostSuffix) : null;
  });
}

/** Spec section 5 applies: a logged-out visitor on an organization's host. */
export function isB2bVisitor(request: { user: unknown; orgHostSubdomain: string | null }): boolean {
  return request.user === null && request.orgHostSubdomain !== null;
}
