import { executeRequestSchema } from '@learnbox/contracts/runner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { executeProgram } from './execute.service';
import type { RunnerContext } from './runner-context';

export function executeRoutes(ctx: RunnerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/code/execute', { schema: { body: executeRequestSchema } }, (request) =>
      executeProgram(ctx, request.body),
    );
  };
}
