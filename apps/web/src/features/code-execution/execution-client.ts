import {
  CODE_ENDPOINT_PATHS,
  type CodeEndpoint,
  type CodeEndpointRequest,
  type CodeEndpointResponse,
  codeEndpointResponseSchemas,
  type ExecutionAuthReply,
  type JudgeWidgetRequest,
} from '@learnbox/contracts/code';
import { apiRefs } from '@learnbox/contracts/route-refs';
import {
  chooseExecutionTarget,
  DEFAULT_EXECUTION_RETRIES,
  decideExecutionRetry,
  EXECUTION_HEADERS,
  EXECUTION_MESSAGES,
  EXECUTION_TIMEOUT_MS,
  type ExecutionTarget,
  extractErrorText,
  STATUS,
} from '@learnbox/domain';
import { validateProgramLength } from '@learnbox/domain/execution/program-length';
import type { ErrorReporter } from './error-reporter';
import { codeErrorReporter } from './error-reporter';
import { createExecutionAuth } from './execution-auth';
import { diagnoseExecutionHosts } from './host-diagnostics';
import { createInteractionLogger, type InteractionContext } from './interaction-log';
import { createProxyFallbackStore, type KeyValueStorage } from './proxy-fallback-store';

export const PROXY_PATH = apiRefs.code.proxy.path;
/** Judges a lesson's Code widget on the api, which alone holds the widget's hidden tests. */
export const JUDGE_WIDGET_PATH = apiRefs.code.judgeWidget.path;

/** What a run ends with: the runner's result, a sentence to show, or the user's cancel. */
export type RunOutcome<E extends CodeEndpoint> =
  | {
      kind: 'result';
      result: CodeEndpointResponse<E>;
      target: ExecutionTarget;
      attempts: number;
      elapsedMs: number;
    }
  | { kind: 'error'; message: string; status: number | null }
  | { kind: 'cancelled'; message: string };

export interface RunOptions {
  /** Aborting it is the user's Cancel (spec section 8). */
  signal?: AbortSignal;
  context?: InteractionContext;
  /**
   * Whether the user's plan carries an execution token (`needsExecutionAuthToken`: Premium and
   * Premium Plus). false runs through the proxy without asking GET /api/code/authenticate, which
   * would only refuse (and log a 403 in the console); left out, the client asks.
   */
  tokenEligible?: boolean;
}

export interface CodeExecutionClientOptions {
  fetch: typeof fetch;
  storage: KeyValueStorage | null;
  /** Prefix of /api paths; '' in the browser (same origin). */
  apiBase?: string;
  now?: () => number;
  random?: () => number;
  reporter?: ErrorReporter;
  /** Per attempt; the spec's 65000 ms unless a test says otherwise. */
  timeoutMs?: number;
  /** Pause before retry number `attempt` (a 429 or a 5xx rarely clears at once). */
  retryDelayMs?: (attempt: number) => number;
  diagnosticTimeoutMs?: number;
  newRequestId?: () => string;
}

interface AttemptOutcome {
  status: number | null;
  body: unknown;
  timedOut: boolean;
  aborted: boolean;
}

/** Waits, unless the user cancels first; false when cancelled. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(ok);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Code runs with the spec's client behaviour (sections 4, 6, 8 and 9), every decision taken by the
 * domain's rules: the length limit, the direct/devpath/proxy choice, and decideExecutionRetry for
 * retries, token renewal (511), the proxy fallback with its diagnostic, and cancellation (460).
 */
export function createCodeExecutionClient(options: CodeExecutionClientOptions) {
  const fetchImpl = options.fetch;
  const apiBase = options.apiBase ?? '';
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? EXECUTION_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => 500 * attempt);
  const newRequestId = options.newRequestId ?? (() => globalThis.crypto.randomUUID());
  const pending = new Set<Promise<unknown>>();
  const track = (promise: Promise<unknown>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  const auth = createExecutionAuth({ fetch: fetchImpl, apiBase, now });
  const fallback = createProxyFallbackStore(options.storage, now);
  const log = createInteractionLogger({
    fetch: fetchImpl,
    apiBase,
    reporter: options.reporter ?? codeErrorReporter,
    track,
  });

  async function attemptOnce(
    endpoint: CodeEndpoint,
    payload: object,
    target: ExecutionTarget,
    token: ExecutionAuthReply | null,
    signal: AbortSignal | undefined,
    widget: boolean,
  ): Promise<AttemptOutcome> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCancel = () => controller.abort();
    signal?.addEventListener('abort', onCancel, { once: true });
    const direct = target !== 'proxy' && token !== null;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (direct) {
      headers[EXECUTION_HEADERS.PROXY_AUTHORIZATION] = token.token;
      headers[EXECUTION_HEADERS.USER_ID] = token.user_id;
      if (target === 'devpath') headers[EXECUTION_HEADERS.USE_TESTBOX] = 'true';
    }
    try {
      const response = await fetchImpl(
        direct
          ? `${token.runner_url}${CODE_ENDPOINT_PATHS[endpoint]}`
          : `${apiBase}${widget ? JUDGE_WIDGET_PATH : PROXY_PATH}`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify(direct || widget ? payload : { endpoint, ...payload }),
          // The session cookie is for our api only; the runner trusts the token.
          credentials: direct ? 'omit' : 'include',
          signal: controller.signal,
        },
      );
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (a gateway's error page): the status decides.
      }
      return { status: response.status, body, timedOut: false, aborted: false };
    } catch {
      return { status: null, body: null, timedOut, aborted: !timedOut && signal?.aborted === true };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCancel);
    }
  }

  /** Probes both hosts in the background and sends what it saw (spec section 8). */
  function diagnose(runnerUrl: string, entry: InteractionContext & { request_id: string }, cause: string) {
    track(
      diagnoseExecutionHosts({
        fetch: fetchImpl,
        runnerUrl,
        apiBase,
        now,
        ...(options.diagnosticTimeoutMs ? { timeoutMs: options.diagnosticTimeoutMs } : {}),
      }).then((hosts) =>
        log({
          ...entry,
          error_text: 'Direct code runs failed; runs use the proxy for the next hour.',
          interaction_map: { event: 'network_diagnostic', cause, hosts },
        }),
      ),
    );
  }

  /**
   * One run with every rule above. `widget`: a widget judge on the api (JUDGE_WIDGET_PATH); it
   * needs the api, so it takes the proxy's path (no token, no direct runner) and its retries.
   */
  async function send<E extends CodeEndpoint>(
    endpoint: E,
    payload: CodeEndpointRequest<E> | JudgeWidgetRequest,
    runOptions: RunOptions,
    widget: boolean,
  ): Promise<RunOutcome<E>> {
    const { signal, context = {}, tokenEligible = true } = runOptions;
    const started = now();
    const entry = { request_id: newRequestId(), ...context };
    const length = validateProgramLength(payload as Parameters<typeof validateProgramLength>[0]);
    if (!length.ok) return { kind: 'error', message: length.message, status: STATUS.OPERATION_NOT_ALLOWED };

    let token = signal?.aborted || widget || !tokenEligible ? null : await auth.get();
    let target: ExecutionTarget = token
      ? chooseExecutionTarget({
          state: fallback.read(),
          now: now(),
          // The api sends a traffic split to internal staff only.
          isInternalStaff: token.testbox_traffic_percent > 0,
          trafficSplitPercent: token.testbox_traffic_percent,
          random,
        })
      : 'proxy';
    let attempt = 1;
    let attempts = 0;
    const report = (fields: Record<string, unknown>) => ({
      endpoint,
      target,
      attempts,
      elapsed_ms: now() - started,
      ...fields,
    });

    for (;;) {
      let outcome: AttemptOutcome = { status: null, body: null, timedOut: false, aborted: true };
      if (!signal?.aborted) {
        attempts += 1;
        outcome = await attemptOnce(endpoint, payload, target, token, signal, widget);
      }
      const decision = decideExecutionRetry({
        attempt,
        status: outcome.status,
        aborted: outcome.aborted,
        timedOut: outcome.timedOut,
        viaProxy: target === 'proxy',
        retries: DEFAULT_EXECUTION_RETRIES,
      });
      switch (decision.action) {
        case 'succeed': {
          const parsed = codeEndpointResponseSchemas[endpoint].safeParse(outcome.body);
          if (parsed.success) {
            log({ ...entry, performance_report: report({ http_status: outcome.status }) });
            return {
              kind: 'result',
              result: parsed.data as CodeEndpointResponse<E>,
              target,
              attempts,
              elapsedMs: now() - started,
            };
          }
          return fail(EXECUTION_MESSAGES.DEFAULT_ERROR, outcome.status);
        }
        case 'retry':
          if (!(await pause(retryDelayMs(attempt), signal))) continue;
          attempt += 1;
          break;
        case 'renew-token-and-retry':
          token = await auth.get(true);
          // No token any more (plan ended, logged out): the proxy still runs the code.
          if (!token) {
            target = 'proxy';
            attempt = 1;
          } else attempt += 1;
          break;
        case 'use-proxy':
          fallback.remember();
          if (token)
            diagnose(token.runner_url, entry, outcome.timedOut ? 'timeout' : `status ${outcome.status}`);
          target = 'proxy';
          attempt = 1;
          break;
        case 'cancel':
          log({
            ...entry,
            error_text: decision.message,
            interaction_map: { status: decision.logStatus, event: 'cancelled' },
            performance_report: report({}),
          });
          return { kind: 'cancelled', message: decision.message };
        case 'fail':
          return fail(extractErrorText(outcome.body) ?? decision.message, outcome.status);
      }
    }

    function fail(message: string, status: number | null): RunOutcome<E> {
      log({
        ...entry,
        error_text: message,
        interaction_map: { status, event: 'failed' },
        performance_report: report({}),
      });
      return { kind: 'error', message, status };
    }
  }

  return {
    run: <E extends CodeEndpoint>(
      endpoint: E,
      payload: CodeEndpointRequest<E>,
      runOptions: RunOptions = {},
    ) => send(endpoint, payload, runOptions, false),
    /** Check on a Code widget with hidden tests: the api judges the files against the widget's tests. */
    judgeWidget: (request: JudgeWidgetRequest, runOptions: RunOptions = {}) =>
      send('judge', request, runOptions, true),
    /** Resolves when background logs and diagnostics have been sent (tests, page unload). */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type CodeExecutionClient = ReturnType<typeof createCodeExecutionClient>;
