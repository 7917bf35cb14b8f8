import { apiRoutes } from '@learnbox/contracts';
import { normalizeTrafficSplitPercent } from '@learnbox/domain/execution/execution-access';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../platform/config/env';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { createMemoryRateLimiter, type RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { trackingOf } from '../analytics';
import { type CodeRequester, createCodeService } from './code.service';
import { createInteractionLog } from './code-interactions';
import {
  type CodeRateLimits,
  callerKey,
  DEFAULT_CODE_RATE_LIMITS,
  enforceCodeRateLimit,
} from './code-rate-limits';
import type { ExampleResults } from './example-results';
import { type ExecutionPlanReader, noPremiumPlanReader } from './execution-plan';
import { createWidgetJudge } from './judge-widget';
import { createPageWidgetReader } from './page-widgets';
import { createHttpRunnerClient, type RunnerClient } from './runner-client';
import { createWidgetTester } from './test-widget';

export type CodeConfig = Partial<
  Pick<
    ApiConfig,
    'EXECUTION_TOKEN_SECRET' | 'RUNNER_ORIGIN' | 'RUNNER_PUBLIC_ORIGIN' | 'EXECUTION_TESTBOX_TRAFFIC_PERCENT'
  >
>;

/** Collaborators tests replace (DESIGN.md section 4). */
export interface CodeModuleOptions {
  runner?: RunnerClient;
  plans?: ExecutionPlanReader;
  rateLimits?: Partial<CodeRateLimits>;
  /** The api's one limiter (app.ts); an in-memory one on `now` when the module runs alone. */
  limiter?: RateLimiter;
  now?: () => number;
  random?: () => number;
}

const DEFAULT_RUNNER_ORIGIN = 'http://127.0.0.1:4100';

/** Aborts the runner call when the browser hangs up (Cancel) before the reply is written. */
function abortOnHangUp(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The session's user and the client address the trusted-proxy rules settled on. */
const requesterOf = (request: FastifyRequest): CodeRequester => ({ user: request.user, ip: request.ip });

/** The executions host on this configuration: the test's double, or HTTP to RUNNER_ORIGIN. */
export const runnerClientOf = (config: CodeConfig, options: CodeModuleOptions): RunnerClient =>
  options.runner ?? createHttpRunnerClient(config.RUNNER_ORIGIN ?? DEFAULT_RUNNER_ORIGIN);

/**
 * The code service on this configuration: what the code routes run through, and what other
 * modules judge with (the studio's check-solution), so every run takes the same path.
 */
export function buildCodeService(config: CodeConfig, options: CodeModuleOptions, log: FastifyBaseLogger) {
  const runnerOrigin = config.RUNNER_ORIGIN ?? DEFAULT_RUNNER_ORIGIN;
  return createCodeService({
    runner: runnerClientOf(config, options),
    plans: options.plans ?? noPremiumPlanReader,
    secret: config.EXECUTION_TOKEN_SECRET,
    runnerPublicUrl: config.RUNNER_PUBLIC_ORIGIN ?? runnerOrigin,
    trafficSplitPercent: normalizeTrafficSplitPercent(config.EXECUTION_TESTBOX_TRAFFIC_PERCENT),
    log,
    ...(options.now ? { now: options.now } : {}),
    ...(options.random ? { random: options.random } : {}),
  });
}

/** Code execution (spec sections 6 and 7): tokens, the proxy, direct runs and the interaction log. */
export function codeRoutes(config: CodeConfig, options: CodeModuleOptions, examples: ExampleResults) {
  return async (app: AppInstance): Promise<void> => {
    if (!config.EXECUTION_TOKEN_SECRET)
      app.log.warn('EXECUTION_TOKEN_SECRET is not set: code runs will answer 503');
    const service = buildCodeService(config, options, app.log);
    const pages = createPageWidgetReader(app.deps.db);
    const widgetJudge = createWidgetJudge({ code: service, pages });
    const widgetTester = createWidgetTester({ code: service, pages });
    const interactions = createInteractionLog(app.deps.db);
    const limits = { ...DEFAULT_CODE_RATE_LIMITS, ...options.rateLimits };
    const limiter = options.limiter ?? createMemoryRateLimiter();
    const limitRuns = (request: Parameters<typeof callerKey>[0], reply: FastifyReply) =>
      enforceCodeRateLimit(
        limiter,
        `run:${callerKey(request)}`,
        request.user ? limits.runsPerUser : limits.runsPerIp,
        reply,
        'code runs',
      );

    registerRoute(app, apiRoutes.code.authenticate, async (request, reply) => {
      if (request.user)
        await enforceCodeRateLimit(
          limiter,
          `token:${request.user.id}`,
          limits.tokensPerUser,
          reply,
          'token requests',
        );
      return service.authenticate(request.user);
    });

    // The funnel's "first run" (issue 17): recorded once per user, after the run answered.
    const firstRun = (request: FastifyRequest, via: string) =>
      request.user
        ? app.analytics.recordFirstCodeRun(request.user.id, { via }, trackingOf(request))
        : Promise.resolve();

    registerRoute(app, apiRoutes.code.proxy, async (request, reply) => {
      await limitRuns(request, reply);
      const { endpoint, ...payload } = request.body;
      const result =
        // Unmodified published examples are answered from their stored result (issue 19).
        endpoint === 'execute'
          ? await examples.execute(payload, requesterOf(request), abortOnHangUp(reply))
          : await service.run(endpoint, payload, requesterOf(request), abortOnHangUp(reply));
      await firstRun(request, 'proxy');
      return result;
    });

    registerRoute(app, apiRoutes.code.execute, async (request, reply) => {
      await limitRuns(request, reply);
      const result = await examples.execute(request.body, requesterOf(request), abortOnHangUp(reply));
      await firstRun(request, 'execute');
      return result;
    });

    registerRoute(app, apiRoutes.code.judge, async (request, reply) => {
      await limitRuns(request, reply);
      return service.run('judge', request.body, requesterOf(request), abortOnHangUp(reply));
    });

    registerRoute(app, apiRoutes.code.judgeWidget, async (request, reply) => {
      await limitRuns(request, reply);
      return widgetJudge.judge(request.body, requesterOf(request), abortOnHangUp(reply));
    });

    registerRoute(app, apiRoutes.code.testWidget, async (request, reply) => {
      await limitRuns(request, reply);
      return widgetTester.test(request.body, requesterOf(request), abortOnHangUp(reply));
    });

    registerRoute(app, apiRoutes.code.logInteraction, async (request, reply) => {
      await enforceCodeRateLimit(
        limiter,
        `log:${callerKey(request)}`,
        limits.logsPerCaller,
        reply,
        'log calls',
      );
      // The session says who logged it; a payload's user_id could name anyone.
      const id = await interactions.append(request.body, request.user?.id ?? null);
      // Premium runs go to the runner directly: their logged interaction is the api's sight of them.
      await firstRun(request, 'interaction');
      return { id };
    });
  };
}
