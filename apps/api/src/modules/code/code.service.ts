import {
  type CodeEndpoint,
  type CodeEndpointResponse,
  codeEndpointRequestSchemas,
  codeEndpointResponseSchemas,
  type ExecutionAuthReply,
} from '@learnbox/contracts';
import {
  CODE_MESSAGES,
  chooseExecutionTarget,
  DomainError,
  initialExecutionTargetState,
  STATUS,
  signExecutionToken,
} from '@learnbox/domain';
import {
  ANONYMOUS_EXECUTION_USER,
  EXECUTION_TOKEN_TTL_MS,
  executionTokenTier,
  PROXY_TOKEN_TIER,
  PROXY_TOKEN_TTL_MS,
} from '@learnbox/domain/execution/execution-access';
import { validateProgramLength } from '@learnbox/domain/execution/program-length';
import { runCallerKey, runTierOf } from '@learnbox/domain/execution/run-share';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CurrentUser } from '../../platform/http/current-user';
import type { ExecutionPlanReader } from './execution-plan';
import { type RunnerClient, type RunnerResponse, RunnerUnreachableError } from './runner-client';

export interface CodeServiceDeps {
  runner: RunnerClient;
  plans: ExecutionPlanReader;
  /** Shared with the runner; without it no run can be signed. */
  secret: string | undefined;
  /** The runner's origin as browsers reach it. */
  runnerPublicUrl: string;
  trafficSplitPercent: number;
  log: FastifyBaseLogger;
  now?: () => number;
  random?: () => number;
}

/**
 * Who asks for a run, as the api established it: the session's user and the client address
 * (`request.ip`, which believes forwarded headers only from trusted proxies). The runner's fair
 * share is keyed on these, so they come from here and never from the request body.
 */
export interface CodeRequester {
  user: CurrentUser | null;
  ip: string;
}

/** Field path -> first message, the shape of the api's other 400 replies. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return errors;
}

/** Direct execution tokens (spec section 6) and runs forwarded to the executions host (section 7). */
export function createCodeService(deps: CodeServiceDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;

  function requireSecret(): string {
    if (deps.secret) return deps.secret;
    deps.log.error('EXECUTION_TOKEN_SECRET is not set: code runs cannot be signed');
    throw new DomainError(CODE_MESSAGES.NOT_CONFIGURED, STATUS.EXTERNAL_SERVICE_FAILED);
  }

  /** Staff runs go to the test path for the traffic split's share (spec section 6). */
  function usesTestbox(user: CurrentUser | null): boolean {
    const target = chooseExecutionTarget({
      state: initialExecutionTargetState,
      now: now(),
      isInternalStaff: user?.isInternalStaff ?? false,
      trafficSplitPercent: deps.trafficSplitPercent,
      random,
    });
    return target === 'devpath';
  }

  /** The runner's reply as ours: its answer, its 400/429 sentence, or a 503 for anything of its own. */
  function toResult<E extends CodeEndpoint>(endpoint: E, response: RunnerResponse): CodeEndpointResponse<E> {
    const { status, body } = response;
    const errorText =
      body && typeof body === 'object' && 'errorText' in body && typeof body.errorText === 'string'
        ? body.errorText
        : null;
    if (status === 200) {
      const parsed = codeEndpointResponseSchemas[endpoint].safeParse(body);
      if (parsed.success) return parsed.data as CodeEndpointResponse<E>;
      deps.log.error({ endpoint, issues: parsed.error.issues.slice(0, 5) }, 'unreadable runner reply');
    } else if ((status === STATUS.OPERATION_NOT_ALLOWED || status === STATUS.RATE_LIMIT) && errorText) {
      throw new DomainError(errorText, status);
    } else if (status === STATUS.UNAUTHORIZED || status === STATUS.EXECUTION_TOKEN_REQUIRED) {
      // A token signed a moment ago was refused: the two processes do not share the secret (or a clock).
      deps.log.error({ status, errorText }, 'the runner refused a token the api signed');
    } else {
      deps.log.warn({ endpoint, status, errorText }, 'the runner failed a run');
    }
    throw new DomainError(CODE_MESSAGES.RUNNER_FAILED, STATUS.EXTERNAL_SERVICE_FAILED);
  }

  return {
    /** GET /api/code/authenticate: a short-lived token for Premium and Premium Plus users only. */
    async authenticate(user: CurrentUser | null): Promise<ExecutionAuthReply> {
      if (!user) throw new DomainError(CODE_MESSAGES.LOGIN_REQUIRED, STATUS.UNAUTHORIZED);
      const tier = executionTokenTier(await deps.plans.planOf(user.id));
      if (!tier) throw new DomainError(CODE_MESSAGES.NOT_PREMIUM, STATUS.ACCESS_DENIED);
      const expiresAt = now() + EXECUTION_TOKEN_TTL_MS;
      // Premium and Premium Plus are paid plans: the runner's paid limits apply to direct runs.
      const token = await signExecutionToken(
        { userId: user.id, tier, caller: user.id, runTier: 'paid', expiresAt },
        requireSecret(),
      );
      return {
        token,
        expires_at: expiresAt,
        runner_url: deps.runnerPublicUrl,
        user_id: user.id,
        tier,
        testbox_traffic_percent: user.isInternalStaff ? deps.trafficSplitPercent : 0,
      };
    },

    /**
     * Checks a run, signs a one-minute token for it and forwards it (proxy and direct api calls).
     * Bad input is a 400 before anything is signed; the runner's own refusals keep their sentence.
     */
    async run<E extends CodeEndpoint>(
      endpoint: E,
      payload: unknown,
      requester: CodeRequester,
      signal?: AbortSignal,
    ): Promise<CodeEndpointResponse<E>> {
      const parsed = codeEndpointRequestSchemas[endpoint].safeParse(payload);
      if (!parsed.success) {
        throw new DomainError(
          CODE_MESSAGES.INVALID_RUN,
          STATUS.OPERATION_NOT_ALLOWED,
          fieldErrors(parsed.error.issues),
        );
      }
      const length = validateProgramLength(parsed.data);
      if (!length.ok) throw new DomainError(length.message, STATUS.OPERATION_NOT_ALLOWED);

      const { user } = requester;
      const secret = requireSecret();
      const userId = user?.id ?? ANONYMOUS_EXECUTION_USER;
      const paid = user ? (await deps.plans.planOf(user.id)).is_paid_user : false;
      const token = await signExecutionToken(
        {
          userId,
          tier: PROXY_TOKEN_TIER,
          caller: runCallerKey(user?.id ?? null, requester.ip),
          runTier: runTierOf({ signedIn: user !== null, paid }),
          expiresAt: now() + PROXY_TOKEN_TTL_MS,
        },
        secret,
      );
      let response: RunnerResponse;
      try {
        response = await deps.runner.send({
          endpoint,
          payload: parsed.data,
          token,
          userId,
          useTestbox: usesTestbox(user),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        if (!(error instanceof RunnerUnreachableError)) throw error;
        if (error.reason !== 'aborted')
          deps.log.warn({ err: error, endpoint }, 'the runner could not be reached');
        throw new DomainError(CODE_MESSAGES.RUNNER_DOWN, STATUS.EXTERNAL_SERVICE_FAILED);
      }
      return toResult(endpoint, response);
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
