import { judgeRequestSchema } from '@learnbox/contracts/runner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hangUpSignal, runCallerOf } from '../execute/run-share';
import type { RunnerContext } from '../execute/runner-context';
import { judgeProgram } from './judge.service';

export function judgeRoutes(ctx: RunnerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/code/judge', { schema: { body: judgeRequestSchema } }, (request, reply) =>
      judgeProgram(ctx, request.body, runCallerOf(request), hangUpSignal(reply)),
    );
  };
}
