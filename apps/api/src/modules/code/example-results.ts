import { createHash } from 'node:crypto';
import type { Widget } from '@learnbox/contracts';
import {
  DETERMINISM_PROBES,
  type ExecuteResponse,
  executeRequestSchema,
  type ParsedExecuteRequest,
  RUNNER_LANGUAGES,
} from '@learnbox/contracts/runner';
import type { Database } from '@learnbox/db';
import { DomainError, STATUS } from '@learnbox/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, SendOptions } from '../../platform/jobs';
import type { CodeRequester, CodeService } from './code.service';
import {
  createExampleResultsRepository,
  type ExampleOf,
  type ExampleResultsRepository,
  type StoredExample,
} from './example-results.repository';
import type { RunnerClient } from './runner-client';
import { createToolchainVersions, type ToolchainVersions } from './toolchain-versions';

/** A published page whose Code widgets are examples: a lesson or a shot at its published revision. */
export interface PublishedPage {
  kind: 'lesson' | 'shot';
  id: string;
  revision: number;
  widgets: readonly unknown[];
}

/**
 * The key of a program as the runner would run it: everything of a parsed execute request that
 * can change what it prints. Any edit (a byte of a file, stdin, a file name, the main file)
 * gives another key, so it runs for real.
 */
export function programKey(request: ParsedExecuteRequest): string {
  const canonical = [
    request.language,
    request.code ?? null,
    request.files?.map((file) => [file.name, file.content]) ?? null,
    request.mainFile ?? null,
    request.stdin,
    request.args,
    request.limits ?? null,
    request.determinismProbe ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** A runnable Code widget as the reader's Run sends it (runnable-code.tsx), parsed like a learner's. */
function exampleRequest(widget: Widget): ParsedExecuteRequest | null {
  if (widget.type !== 'Code' || widget.runnable === false) return null;
  if (!(RUNNER_LANGUAGES as readonly string[]).includes(widget.language)) return null;
  const parsed = executeRequestSchema.safeParse({
    language: widget.language,
    files: widget.files.map(({ name, content }) => ({ name, content })),
    ...(widget.main_file ? { mainFile: widget.main_file } : {}),
    stdin: widget.stdin ?? '',
  });
  return parsed.success ? parsed.data : null;
}

/** What must be byte-identical between the runs for the result to be kept. */
const sameOutput = (a: ExecuteResponse, b: ExecuteResponse) =>
  a.status === b.status &&
  a.stdout === b.stdout &&
  a.stderr === b.stderr &&
  a.compileOutput === b.compileOutput &&
  a.exitCode === b.exitCode &&
  a.signal === b.signal &&
  a.truncated === b.truncated &&
  a.toolchainVersion === b.toolchainVersion;

/** Jobs of the examples: a published page's examples, and one example whose toolchain changed. */
export const EXAMPLE_JOBS = { record: 'examples.record', refresh: 'examples.refresh' } as const;

/**
 * A runner away for a deploy is waited out: retries after 30 s, 1, 2, 4… minutes, about two
 * hours in all; an example never run meanwhile is simply not cached, its learners run it for real.
 */
const RETRIES: SendOptions = { retryLimit: 8, retryDelay: 30, retryBackoff: true };

interface RecordJob {
  page: PublishedPage;
  requester: CodeRequester;
}
interface RefreshJob {
  example: ExampleOf;
  request: ParsedExecuteRequest;
  requester: CodeRequester;
}

/** The runner did not answer or turned the run away for now: worth trying again later. */
const isTransient = (error: unknown) =>
  error instanceof DomainError &&
  (error.status === STATUS.EXTERNAL_SERVICE_FAILED || error.status === STATUS.RATE_LIMIT);

/**
 * Results of unmodified published examples (issue 19). A publish only queues a job; the job runs
 * each example plainly and under every determinism probe (another time zone and hash seed, and
 * another moment of the wall clock) and keeps the plain run's result only when every run
 * succeeded with identical bytes on one toolchain version. A learner's execute of exactly that
 * program is then answered from it with `cached: true` while the runner still runs that version;
 * the runner never sees the database, the api decides.
 */
export function createExampleResults(deps: {
  code: CodeService;
  repository: ExampleResultsRepository;
  versions: ToolchainVersions;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}) {
  /** The result every run agreed on, or null (a failure, a difference, no toolchain version). */
  async function agreedResult(
    request: ParsedExecuteRequest,
    requester: CodeRequester,
  ): Promise<ExecuteResponse | null> {
    const plain = await deps.code.run('execute', request, requester);
    if (plain.status !== 'ok' || plain.exitCode !== 0 || plain.truncated || !plain.toolchainVersion)
      return null;
    deps.versions.observe(request.language, plain.toolchainVersion);
    for (const determinismProbe of DETERMINISM_PROBES) {
      const probed = await deps.code.run('execute', { ...request, determinismProbe }, requester);
      if (!sameOutput(plain, probed)) return null;
    }
    return plain;
  }

  /** Runs a page's examples and replaces what its earlier revision stored; throws to be retried. */
  async function recordPage({ page, requester }: RecordJob): Promise<void> {
    const kept: StoredExample[] = [];
    for (const widget of page.widgets as Widget[]) {
      const request = exampleRequest(widget);
      if (!request) continue;
      try {
        const result = await agreedResult(request, requester);
        if (result?.toolchainVersion)
          kept.push({
            widgetId: widget.id,
            programKey: programKey(request),
            toolchainVersion: result.toolchainVersion,
            result: { ...result },
          });
      } catch (error) {
        // The whole page again later; a run the runner refused outright (400) is just not cached.
        if (isTransient(error)) throw error;
        deps.log.warn({ err: error, widget: widget.id }, 'a published example could not be run');
      }
    }
    await deps.repository.replace(page, kept);
  }

  /** Runs one stored example again on the runner's current toolchain and keeps what agrees. */
  async function refreshExample({ example, request, requester }: RefreshJob): Promise<void> {
    let result: ExecuteResponse | null = null;
    try {
      result = await agreedResult(request, requester);
    } catch (error) {
      if (isTransient(error)) throw error;
      // Refused outright on the new toolchain: the row goes, its learners run it for real.
      deps.log.warn({ err: error, widget: example.widgetId }, 'a stored example could not be run again');
    }
    await deps.repository.refresh(
      example,
      programKey(request),
      result?.toolchainVersion ? { toolchainVersion: result.toolchainVersion, result: { ...result } } : null,
    );
  }

  /** Queues work off the request path; a queue that cannot take it only costs the cache. */
  async function send(name: string, data: object, options: SendOptions) {
    try {
      await deps.jobs.send(name, data, options);
    } catch (error) {
      deps.log.error({ err: error, job: name }, 'an example job could not be queued');
    }
  }

  /** A learner's real run: what it reports about the toolchain is fresher than the last read. */
  async function runForReal(
    request: ParsedExecuteRequest | null,
    payload: unknown,
    requester: CodeRequester,
    signal?: AbortSignal,
  ): Promise<ExecuteResponse> {
    const result = await deps.code.run('execute', payload, requester, signal);
    if (request) deps.versions.observe(request.language, result.toolchainVersion);
    return { ...result, cached: false };
  }

  return {
    /** Where the jobs run: this process's workers on the given queue (app.ts). */
    async startJobs(): Promise<void> {
      await deps.jobs.work<RecordJob>(EXAMPLE_JOBS.record, recordPage);
      await deps.jobs.work<RefreshJob>(EXAMPLE_JOBS.refresh, refreshExample);
    },

    /** At publish: queues the page's examples and returns at once; the publish never waits or fails on them. */
    async record(page: PublishedPage, requester: CodeRequester): Promise<void> {
      if (!(page.widgets as Widget[]).some((widget) => exampleRequest(widget))) {
        // Nothing to run: the earlier revision's rows go now.
        await deps.repository.replace(page, []);
        return;
      }
      await send(EXAMPLE_JOBS.record, { page, requester } satisfies RecordJob, RETRIES);
    },

    /** The job's work itself, for callers that hold no queue (tests of the runs). */
    recordPage,

    /**
     * A learner's execute: the stored result when the program is exactly a published example's
     * and the runner still runs the toolchain version that produced it, else a real run. A stored
     * result under another version also queues that example to run again on the new one. A
     * request that does not parse runs the ordinary path, which answers the 400.
     */
    async execute(
      payload: unknown,
      requester: CodeRequester,
      signal?: AbortSignal,
    ): Promise<ExecuteResponse> {
      const parsed = executeRequestSchema.safeParse(payload);
      if (!parsed.success) return runForReal(null, payload, requester, signal);
      const request = parsed.data;
      const stored = await deps.repository.find(programKey(request));
      if (stored.length === 0) return runForReal(request, payload, requester, signal);
      const current = await deps.versions.current(request.language);
      const hit = current ? stored.find((row) => row.toolchainVersion === current) : undefined;
      if (hit) return { ...(hit.result as ExecuteResponse), cached: true };
      const result = await runForReal(request, payload, requester, signal);
      const [stale] = stored;
      if (stale && result.toolchainVersion && result.toolchainVersion !== stale.toolchainVersion) {
        const { toolchainVersion: _, result: __, ...example } = stale;
        await send(EXAMPLE_JOBS.refresh, { example, request, requester } satisfies RefreshJob, {
          ...RETRIES,
          // Every learner running it until the refresh lands would queue it again.
          singletonKey: `${example.workKind}:${example.workId}:${example.widgetId}`,
          singletonSeconds: 600,
        });
      }
      return result;
    },
  };
}

export type ExampleResults = ReturnType<typeof createExampleResults>;

/** The examples' results on this database, run through this code service, jobs on this queue. */
export function openExampleResults(
  db: Database,
  code: CodeService,
  deps: { runner: RunnerClient; jobs: JobQueue; log: FastifyBaseLogger; toolchainTtlMs?: number },
) {
  return createExampleResults({
    code,
    repository: createExampleResultsRepository(db),
    versions: createToolchainVersions({
      runner: deps.runner,
      log: deps.log,
      ...(deps.toolchainTtlMs !== undefined ? { ttlMs: deps.toolchainTtlMs } : {}),
    }),
    jobs: deps.jobs,
    log: deps.log,
  });
}
