import { CODE_ENDPOINT_PATHS, type CodeEndpoint } from '@learnbox/contracts';
import { EXECUTION_HEADERS } from '@learnbox/domain';

/** One run forwarded to the executions host, with the token the api signed for it. */
export interface RunnerRequest {
  endpoint: CodeEndpoint;
  payload: unknown;
  token: string;
  userId: string;
  /** Internal staff on the test path (X-Use-Testbox, spec section 6). */
  useTestbox: boolean;
  /** Aborted when the browser goes away, so nobody waits for an answer no one will read. */
  signal?: AbortSignal;
}

/** Whatever the host answered: its status and its JSON body (null when there was none). */
export interface RunnerResponse {
  status: number;
  body: unknown;
}

/** No answer at all: the host is down, too slow, or the caller gave up. */
export class RunnerUnreachableError extends Error {
  constructor(
    readonly reason: 'network' | 'timeout' | 'aborted',
    options?: { cause?: unknown },
  ) {
    super(`the runner did not answer (${reason})`, options);
    this.name = 'RunnerUnreachableError';
  }
}

/**
 * The executions host as the code module sees it (DESIGN.md section 4: a small interface; tests may
 * swap it). The HTTP one below is the only real implementation.
 */
export interface RunnerClient {
  send(request: RunnerRequest): Promise<RunnerResponse>;
  /**
   * GET /runtimes: the languages and toolchain versions the host runs now. Without it (a test
   * double that only runs), no stored example result is answered: nothing vouches for its version.
   */
  runtimes?(): Promise<RunnerResponse>;
}

/** /runtimes is a cheap read of what the host probed at start; a host that is slow to it is down. */
const RUNTIMES_TIMEOUT_MS = 5_000;

/** The host's answer as a status and its JSON body (null when there was none or it was not JSON). */
async function readResponse(response: Response): Promise<RunnerResponse> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // A proxy in front of the runner may answer HTML; the status alone then tells the story.
  }
  return { status: response.status, body };
}

/**
 * Stays under the browser's 65 s per attempt (spec section 9) so the browser hears our 503 and
 * retries, rather than timing out itself; the runner's own judge budget is 55 s.
 */
export const RUNNER_CALL_TIMEOUT_MS = 60_000;

export function createHttpRunnerClient(
  origin: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): RunnerClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? RUNNER_CALL_TIMEOUT_MS;
  return {
    async send(request) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        [EXECUTION_HEADERS.PROXY_AUTHORIZATION]: request.token,
        [EXECUTION_HEADERS.USER_ID]: request.userId,
      };
      if (request.useTestbox) headers[EXECUTION_HEADERS.USE_TESTBOX] = 'true';
      let response: Response;
      try {
        response = await fetchImpl(`${origin}${CODE_ENDPOINT_PATHS[request.endpoint]}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(request.payload),
          signal,
        });
      } catch (error) {
        const reason = timeout.aborted ? 'timeout' : request.signal?.aborted ? 'aborted' : 'network';
        throw new RunnerUnreachableError(reason, { cause: error });
      }
      return readResponse(response);
    },
    async runtimes() {
      const timeout = AbortSignal.timeout(RUNTIMES_TIMEOUT_MS);
      try {
        const response = await fetchImpl(`${origin}/runtimes`, {
          headers: { accept: 'application/json' },
          signal: timeout,
        });
        return await readResponse(response);
      } catch (error) {
        throw new RunnerUnreachableError(timeout.aborted ? 'timeout' : 'network', { cause: error });
      }
    },
  };
}
