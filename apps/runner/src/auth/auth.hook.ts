import type { onRequestAsyncHookHandler } from 'fastify';
import { authenticateRun, type RunCaller } from './execution-auth';
import { VerifiedTokens } from './verified-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    caller: RunCaller | null;
  }
}

/**
 * Runs before the body is even parsed, so an unauthenticated caller costs no parsing or validation.
 * X-Use-Testbox (staff routed to the test path, spec section 6) is logged with the user and echoed
 * as `x-testbox: 1`: this host serves both paths, so the caller can see which one it reached.
 */
export function requireExecutionToken(secret: string): onRequestAsyncHookHandler {
  const tokens = new VerifiedTokens(secret);
  return async (request, reply) => {
    request.caller = await authenticateRun(request.headers, tokens);
    const { userId, key, runTier, useTestbox } = request.caller;
    request.log.info({ userId, caller: key, runTier, testbox: useTestbox }, 'run requested');
    if (request.caller.useTestbox) reply.header('x-testbox', '1');
  };
}
