import {
  LAB_HOST_SECRET_HEADER,
  type LabHostBuild,
  type LabHostBuildProgress,
  type LabHostStart,
  type LabHostState,
  type LabHostTestOutput,
  type LabHostTests,
  labHostBuildProgressSchema,
  labHostStateSchema,
  labHostTestOutputSchema,
} from '@learnbox/contracts';
import { DomainError, LAB_MESSAGES, STATUS } from '@learnbox/domain';
import type { z } from 'zod';

/**
 * The live host as the labs module sees it (protocol in packages/contracts/src/lab-host.ts). The
 * real one is createHttpLabHost on LABS_URL; tests run a real HTTP server of the same protocol.
 */
export interface LabHost {
  start(lab: LabHostStart): Promise<LabHostState>;
  state(labId: string): Promise<LabHostState>;
  stop(labId: string): Promise<void>;
  runTests(labId: string, tests: LabHostTests): Promise<LabHostTestOutput>;
  build(build: LabHostBuild): Promise<void>;
  buildProgress(image: string, from: number): Promise<LabHostBuildProgress>;
}

/** Calls that only look: a host that does not answer within this is down for the learner. */
const QUICK_CALL_MS = 10_000;

/** Any network failure or non-2xx answer of the host is the spec's 503 "external service failed". */
function hostDown(cause?: unknown): DomainError {
  const error = new DomainError(LAB_MESSAGES.HOST_DOWN, STATUS.EXTERNAL_SERVICE_FAILED);
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** `secret` is LABS_INTERNAL_SECRET: without it the live host refuses every call (a host that is down). */
export function createHttpLabHost(baseUrl: string, secret?: string): LabHost {
  const proof: Record<string, string> = secret ? { [LAB_HOST_SECRET_HEADER]: secret } : {};
  async function call(method: string, path: string, body?: unknown, timeoutMs = QUICK_CALL_MS) {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: body === undefined ? proof : { ...proof, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw hostDown(error);
    }
    if (!response.ok) throw hostDown(new Error(`lab host ${method} ${path}: ${response.status}`));
    return response;
  }
  async function json<S extends z.ZodType>(schema: S, response: Response): Promise<z.output<S>> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw hostDown(parsed.error);
    return parsed.data;
  }
  const lab = (labId: string) => `/labs/${encodeURIComponent(labId)}`;

  return {
    start: async (spec) => json(labHostStateSchema, await call('POST', '/labs', spec)),
    state: async (labId) => json(labHostStateSchema, await call('GET', lab(labId))),
    stop: async (labId) => {
      await call('DELETE', lab(labId));
    },
    // The host enforces tests.timeout_ms; the margin covers the answer's way back.
    runTests: async (labId, tests) =>
      json(
        labHostTestOutputSchema,
        await call('POST', `${lab(labId)}/tests`, tests, tests.timeout_ms + QUICK_CALL_MS),
      ),
    build: async (build) => {
      await call('POST', '/builds', build);
    },
    buildProgress: async (image, from) =>
      json(
        labHostBuildProgressSchema,
        await call('GET', `/builds/${encodeURIComponent(image)}?from=${from}`),
      ),
  };
}
