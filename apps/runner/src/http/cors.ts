import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Headers a browser sends on a direct run (spec section 7 "Code execution"). */
const ALLOWED_HEADERS = ['content-type', 'x-proxy-authorization', 'x-user-id', 'x-use-testbox'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Premium users' browsers call the runner directly from the web origin, so the runner answers
 * CORS (`@fastify/cors`) for the configured origins only. Preflights are answered in its
 * onRequest hook, before the token check, because browsers never send credentials on a
 * preflight. Another origin gets no CORS at all, and its preflight the 404 of an unknown route.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(fastifyCors, {
    origin: (origin, allow) => allow(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    // Any OPTIONS from an allowed origin is answered, as browsers' preflights always are.
    strictPreflight: false,
  });
}
