import {
  LAB_HOST_SECRET_HEADER,
  type LabHostBuild,
  type LabHostBuildProgress,
  type LabHostFileContent,
  type LabHostFiles,
  type LabHostFileWritten,
  type LabHostStart,
  type LabHostState,
  type LabHostTestOutput,
  type LabHostTests,
  labHostBuildProgressSchema,
  labHostFileContentSchema,
  labHostFilesSchema,
  labHostFileWrittenSchema,
  labHostStateSchema,
  labHostTestOutputSchema,
} from '@learnbox/contracts';
import { DomainError, LAB_FILE_MESSAGES, LAB_MESSAGES, STATUS } from '@learnbox/domain';
import type { z } from 'zod';

/**
 * The live host as the labs module sees it (protocol in packages/contracts/src/lab-host.ts). The
 * real one is createHttpLabHost on LABS_URL; tests run a real HTTP server of the same protocol.
 */
export interface LabHost {
  start(lab: LabHostStart): Promise<LabHostState>;
  state(labId: string): Promise<LabHostState>;
  stop(labId: string): Promise<void>;
  /** The home back to the author's starter files; the terminals restart. */
  reset(labId: string): Promise<LabHostState>;
  files(labId: string): Promise<LabHostFiles>;
  readFile(labId: string, path: string): Promise<LabHostFileContent>;
  writeFile(labId: string, path: string, content: string): Promise<LabHostFileWritten>;
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

/** Resetting re-seeds the home inside a one-shot container: slower than a look. */
const RESET_CALL_MS = 60_000;
/** A 1 MB save may take the host a few execs. */
const FILE_CALL_MS = 30_000;

const FILE_SENTENCES = new Set<string>(Object.values(LAB_FILE_MESSAGES));

/**
 * The host's refusals of a file call say one of the domain's file sentences: the learner gets it
 * (413 and 409 become the spec's 400 "operation not allowed"). Anything else is the host failing.
 */
async function fileRefusal(response: Response): Promise<DomainError | null> {
  if (![400, 404, 409, 413].includes(response.status)) return null;
  const body = (await response.json().catch(() => undefined)) as { errorText?: unknown } | undefined;
  const sentence = typeof body?.errorText === 'string' ? body.errorText : '';
  if (!FILE_SENTENCES.has(sentence)) return null;
  return new DomainError(sentence, response.status === 404 ? STATUS.NOT_FOUND : STATUS.OPERATION_NOT_ALLOWED);
}

/** `secret` is LABS_INTERNAL_SECRET: without it the live host refuses every call (a host that is down). */
export function createHttpLabHost(baseUrl: string, secret?: string): LabHost {
  const proof: Record<string, string> = secret ? { [LAB_HOST_SECRET_HEADER]: secret } : {};
  async function call(
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = QUICK_CALL_MS,
    refusal?: (response: Response) => Promise<DomainError | null>,
  ) {
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
    if (!response.ok) {
      const refused = refusal && (await refusal(response));
      throw refused ?? hostDown(new Error(`lab host ${method} ${path}: ${response.status}`));
    }
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
    reset: async (labId) =>
      json(labHostStateSchema, await call('POST', `${lab(labId)}/reset`, undefined, RESET_CALL_MS)),
    files: async (labId) =>
      json(
        labHostFilesSchema,
        await call('GET', `${lab(labId)}/files`, undefined, FILE_CALL_MS, fileRefusal),
      ),
    readFile: async (labId, path) =>
      json(
        labHostFileContentSchema,
        await call(
          'GET',
          `${lab(labId)}/files/content?path=${encodeURIComponent(path)}`,
          undefined,
          FILE_CALL_MS,
          fileRefusal,
        ),
      ),
    writeFile: async (labId, path, content) =>
      json(
        labHostFileWrittenSchema,
        await call('PUT', `${lab(labId)}/files/content`, { path, content }, FILE_CALL_MS, fileRefusal),
      ),
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
