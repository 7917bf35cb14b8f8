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
import type { FastifyBaseLogger } from 'fastify';
import type { CodeRequester, CodeService } from './code.service';
import {
  createExampleResultsRepository,
  type ExampleResultsRepository,
  type StoredExample,
} from './example-results.repository';

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
  a.truncated === b.truncated;

/**
 * Results of unmodified published examples (issue 19). At publish, each example runs plainly and
 * under every determinism probe (another time zone and hash seed, and another moment of the wall
 * clock); only when every run succeeded with identical bytes is the plain run's result kept. A
 * learner's execute of exactly that program is then answered from it with `cached: true`; the
 * runner never sees the database, the api decides.
 */
export function createExampleResults(deps: {
  code: CodeService;
  repository: ExampleResultsRepository;
  log: FastifyBaseLogger;
}) {
  /** The result every run agreed on, or null (a failure, a difference, a runner that did not answer). */
  async function agreedResult(
    request: ParsedExecuteRequest,
    requester: CodeRequester,
  ): Promise<ExecuteResponse | null> {
    const plain = await deps.code.run('execute', request, requester);
    if (plain.status !== 'ok' || plain.exitCode !== 0 || plain.truncated) return null;
    for (const determinismProbe of DETERMINISM_PROBES) {
      const probed = await deps.code.run('execute', { ...request, determinismProbe }, requester);
      if (!sameOutput(plain, probed)) return null;
    }
    return plain;
  }

  return {
    /** Runs the page's examples and replaces what its earlier revision stored. Never fails a publish. */
    async record(page: PublishedPage, requester: CodeRequester): Promise<void> {
      const kept: StoredExample[] = [];
      for (const widget of page.widgets as Widget[]) {
        const request = exampleRequest(widget);
        if (!request) continue;
        try {
          const result = await agreedResult(request, requester);
          if (result)
            kept.push({ widgetId: widget.id, programKey: programKey(request), result: { ...result } });
        } catch (error) {
          // Publishing never waits on the runner: an example it could not run is simply not cached.
          deps.log.warn({ err: error, widget: widget.id }, 'a published example could not be run');
        }
      }
      await deps.repository.replace(page, kept);
    },

    /**
     * A learner's execute: the stored result when the program is exactly a published example's,
     * else a real run. A request that does not parse runs the ordinary path, which answers the 400.
     */
    async execute(
      payload: unknown,
      requester: CodeRequester,
      signal?: AbortSignal,
    ): Promise<ExecuteResponse> {
      const parsed = executeRequestSchema.safeParse(payload);
      if (parsed.success) {
        const stored = await deps.repository.find(programKey(parsed.data));
        if (stored) return { ...(stored as ExecuteResponse), cached: true };
      }
      return { ...(await deps.code.run('execute', payload, requester, signal)), cached: false };
    },
  };
}

export type ExampleResults = ReturnType<typeof createExampleResults>;

/** The examples' results on this database, run through this code service. */
export const openExampleResults = (db: Database, code: CodeService, log: FastifyBaseLogger) =>
  createExampleResults({ code, repository: createExampleResultsRepository(db), log });
