import { BASE_SECURITY_HEADERS, HSTS_MAX_AGE_SECONDS, JSON_API_POLICY } from '@learnbox/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every runner response (DESIGN.md section 9), errors, 404s and CORS
 * preflights included. The runner answers JSON only. It does not know the origin browsers reach
 * it by, so Strict-Transport-Security is always sent: browsers ignore it over plain http
 * (RFC 6797 section 8.1) and keep it when a TLS proxy serves the runner.
 */
const HEADERS: Record<string, string> = {
  ...BASE_SECURITY_HEADERS,
  'content-security-policy': JSON_API_POLICY,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}`,
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(HEADERS);
  });
}
