import { executeRequestSchema } from '@learnbox/contracts/runner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { executeProgram } from './execute.service';
import { hangUpSignal, runCallerOf } from './run-share';
import type { RunnerContext } from './runner-context';

export function executeRoutes(ctx: RunnerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/code/execute', { schema: { body: executeRequestSchema } }, (request, reply) =>
      executeProgram(ctx, request.body, runCallerOf(request), hangUpSignal(reply)),
    );
  };
}
