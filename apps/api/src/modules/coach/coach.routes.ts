import { apiRoutes } from '@learnbox/contracts';
import { COACH_MESSAGES } from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { gateScope } from '../feature-flags';
import { type CoachDeps, createCoachContext } from './coach-context';
import { answerHint, prepareHint } from './use-cases/ask-hint';
import { explainRunError } from './use-cases/explain-error';

export type CoachModuleOptions = CoachDeps;

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The coach in lessons (issue 18): /api/coach/hint, its streamed form, and /api/coach/explain. */
export function coachRoutes(options: CoachModuleOptions) {
  return async (app: AppInstance): Promise<void> => {
    // Every route of the coach is the AI coach capability's.
    gateScope(app, 'aiCoach');
    const ctx = createCoachContext(app.deps.db, options, app.log);
    const routes = apiRoutes.coach;
    registerRoute(app, routes.hint, async (request) => {
      const prepared = await prepareHint(
        ctx,
        request.user,
        { user: request.user, ip: request.ip },
        request.body,
      );
      return answerHint(ctx, prepared);
    });
    // Server-sent events through the web's /api proxy, which streams bodies on. Every check runs
    // before the first byte, so refusals are ordinary JSON errors; then `delta` events carry the
    // guarded text as it is written and one `hint` event the whole reply.
    registerRoute(app, routes.hintStream, async (request, reply) => {
      const prepared = await prepareHint(
        ctx,
        request.user,
        { user: request.user, ip: request.ip },
        request.body,
      );
      const abort = new AbortController();
      request.raw.on('close', () => abort.abort());
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      try {
        const hint = await answerHint(
          ctx,
          prepared,
          (text) => reply.raw.write(sse('delta', { text })),
          abort.signal,
        );
        reply.raw.write(sse('hint', hint));
      } catch (error) {
        request.log.error({ err: error }, 'coach stream failed');
        reply.raw.write(sse('error', { errorText: COACH_MESSAGES.STREAM_FAILED }));
      } finally {
        reply.raw.end();
      }
    });
    registerRoute(app, routes.explain, async (request) => explainRunError(ctx, request.user, request.body));
  };
}
