import type { FastifyInstance } from 'fastify';

/** Headers a browser sends on a direct run (spec section 7 "Code execution"). */
const ALLOWED_HEADERS = 'content-type, x-proxy-authorization, x-user-id, x-use-testbox';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Premium users' browsers call the runner directly from the web origin, so the runner answers
 * CORS for the configured origins only. Preflights are answered here, before the token check,
 * because browsers never send credentials on a preflight.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'origin');
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .status(204)
        .send();
    }
  });
}
