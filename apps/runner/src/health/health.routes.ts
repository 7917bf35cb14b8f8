import type { RunnerHealthReply, RuntimesReply } from '@learnbox/contracts/runner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RunnerContext } from '../execute/runner-context';

/** Unauthenticated: load balancers probe /health, and the web shows /runtimes before a token exists. */
export function healthRoutes(ctx: RunnerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', async (): Promise<RunnerHealthReply> => ({ status: 'ok' }));
    app.get(
      '/runtimes',
      async (): Promise<RuntimesReply> => ({ runtimes: ctx.languages.list(), limits: ctx.config.limits }),
    );
  };
}
