import { codeTestRequestSchema } from '@learnbox/contracts/runner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hangUpSignal, runCallerOf } from '../execute/run-share';
import type { RunnerContext } from '../execute/runner-context';
import { runCodeTests } from './code-test.service';

export function codeTestRoutes(ctx: RunnerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/code_test/execute', { schema: { body: codeTestRequestSchema } }, (request, reply) =>
      runCodeTests(ctx, request.body, runCallerOf(request), hangUpSignal(reply)),
    );
  };
}
