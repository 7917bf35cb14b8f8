import { BASE_SECURITY_HEADERS, JSON_API_POLICY, strictTransportSecurity } from '@learnbox/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every api response (DESIGN.md section 9), errors and 404s included: set
 * when the request arrives, so whatever answers it keeps them. The api answers JSON, so its
 * policy allows nothing; the OpenAPI UI at /api/docs replaces it with its own (app.ts).
 * Strict-Transport-Security follows PUBLIC_WEB_ORIGIN: the api is reached through the web's origin.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicWebOrigin: string | undefined): void {
  const headers: Record<string, string> = {
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': JSON_API_POLICY,
  };
  const hsts = strictTransportSecurity(publicWebOrigin);
  if (hsts) headers['strict-transport-security'] = hsts;
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
