import type {
  ResolvedRunnerLimits,
  RunnerFile,
  RunnerLanguage,
  RunnerLimits,
} from '@learnbox/contracts/runner';
import { DomainError } from '@learnbox/domain/errors/domain-error';
import { EXECUTION_MESSAGES } from '@learnbox/domain/errors/messages';
import { MAX_CODE_LENGTH } from '@learnbox/domain/execution/code-limits';
import type { RunCaller } from '../auth/execution-auth';
import { CompileCache, compileCacheKey } from '../compile-cache/compile-cache';
import type { ProgramLayout, Runtime } from '../languages/language-definitions';
import { ProgramFileError, writeProgramFiles } from '../sandbox/program-files';
import type { SandboxRunResult } from '../sandbox/sandbox-runner';
import type { WorkSlot } from '../sandbox/work-slots';
import { type RunBudget, tierLimitsOf } from './run-share';
import type { RunnerContext } from './runner-context';

/** Shared by execute, judge and code_test: check a program, write it, compile it once, run it. */

export interface ProgramSource {
  runtime: Runtime;
  files: RunnerFile[];
  layout: ProgramLayout;
}

export function resolveRuntime(ctx: RunnerContext, language: RunnerLanguage): Runtime {
  const runtime = ctx.languages.get(language);
  if (!runtime)
    throw new DomainError(`${language} is not available on this runner; GET /runtimes lists what is.`);
  return runtime;
}

export function resolveSource(
  ctx: RunnerContext,
  body: {
    language: RunnerLanguage;
    code?: string | undefined;
    files?: RunnerFile[] | undefined;
    mainFile?: string | undefined;
  },
): ProgramSource {
  const runtime = resolveRuntime(ctx, body.language);
  const files = body.files ?? [{ name: runtime.defaultFileName(body.code ?? ''), content: body.code ?? '' }];
  // The spec's limit is on the code a learner sends, however many files it is split into.
  const length = files.reduce((sum, f) => sum + f.content.length, 0);
  if (length > MAX_CODE_LENGTH) throw new DomainError(EXECUTION_MESSAGES.CODE_TOO_LONG);
  const main = body.mainFile ?? files[0]?.name ?? '';
  if (!files.some((f) => f.name === main))
    throw new DomainError(`The main file "${main}" is not among the files sent.`);
  return { runtime, files, layout: { files: files.map((f) => f.name), main } };
}

const LIMIT_LABELS: Record<keyof ResolvedRunnerLimits, string> = {
  wallTimeMs: 'wallTimeMs',
  cpuTimeMs: 'cpuTimeMs',
  memoryMb: 'memoryMb',
  maxProcesses: 'maxProcesses',
  outputBytes: 'outputBytes',
};

const TIER_WALL_NOTES: Record<RunCaller['runTier'], string> = {
  anonymous: ' for logged-out runs; sign in for longer ones',
  free: ' without a paid plan',
  paid: '',
};

/** The run's limits: the runner's defaults, what the caller asked for, up to its tier's maxima. */
export function resolveLimits(
  ctx: RunnerContext,
  requested: RunnerLimits | undefined,
  caller: RunCaller,
): ResolvedRunnerLimits {
  const { defaults, maxima } = ctx.config.limits;
  const tierWall = tierLimitsOf(ctx, caller).maxWallMs;
  const limits = { ...defaults, wallTimeMs: Math.min(defaults.wallTimeMs, tierWall) };
  for (const key of Object.keys(LIMIT_LABELS) as (keyof ResolvedRunnerLimits)[]) {
    const value = requested?.[key];
    if (value === undefined) continue;
    if (key === 'wallTimeMs' && value > tierWall && tierWall < maxima.wallTimeMs) {
      throw new DomainError(
        `The limit wallTimeMs may be at most ${tierWall}${TIER_WALL_NOTES[caller.runTier]} on this runner.`,
      );
    }
    if (value > maxima[key]) {
      throw new DomainError(`The limit ${LIMIT_LABELS[key]} may be at most ${maxima[key]} on this runner.`);
    }
    limits[key] = value;
  }
  return limits;
}

/** Below this a run cannot even start its interpreter; judge cases past it are skipped. */
export const MIN_RUN_MS = 100;

/** A run's wall time cut to what is left of its request's budget. */
export function withinBudget(limits: ResolvedRunnerLimits, budget: RunBudget): ResolvedRunnerLimits {
  return { ...limits, wallTimeMs: Math.max(MIN_RUN_MS, Math.min(limits.wallTimeMs, budget.remainingMs())) };
}

/** Writes the files into a fresh slot; bad names become a 400, not a 500. */
export function writeSource(ctx: RunnerContext, slot: WorkSlot, files: readonly RunnerFile[]): void {
  try {
    writeProgramFiles(slot.dir, files, ctx.fileOwner);
  } catch (error) {
    if (error instanceof ProgramFileError) throw new DomainError(error.message);
    throw error;
  }
}

export type CompileOutcome = { ok: true; output: string | null } | { ok: false; output: string };

const COMPILE_STOPPED: Partial<Record<SandboxRunResult['status'], string>> = {
  time_limit: 'The compiler was stopped: it ran past the time limit.',
  memory_limit: 'The compiler was stopped: it ran out of memory.',
  output_limit: 'The compiler was stopped: it printed too much.',
};

/** Compiles within the request's budget: a slow compile counts against the tier like a slow run. */
export async function compileInSlot(
  ctx: RunnerContext,
  source: ProgramSource,
  slot: WorkSlot,
  budget: RunBudget,
  command: string[] | null = source.runtime.compile?.(source.layout) ?? null,
): Promise<CompileOutcome> {
  if (!command) return { ok: true, output: null };
  const key = ctx.compileCache
    ? compileCacheKey({
        language: source.runtime.language,
        toolchainVersion: source.runtime.version,
        command,
        files: source.files,
      })
    : null;
  const hit = key ? ctx.compileCache?.lookup(key) : null;
  if (hit) {
    CompileCache.restore(hit, slot.dir, ctx.fileOwner);
    return { ok: true, output: hit.output };
  }
  const result = await ctx.sandbox.run({
    argv: command,
    anotherRunFollows: true,
    stdin: '',
    limits: withinBudget(ctx.config.compileLimits, budget),
    workDir: slot.dir,
    mounts: source.runtime.mounts,
    env: source.runtime.env,
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status === 'ok') {
    // Taken now, before the program runs and can touch its own work dir.
    if (key) ctx.compileCache?.store(key, slot.dir, source.layout.files, output);
    return { ok: true, output };
  }
  const stopped = COMPILE_STOPPED[result.status];
  return {
    ok: false,
    output: stopped ? `${output}${output && !output.endsWith('\n') ? '\n' : ''}${stopped}` : output,
  };
}

export function runInSlot(
  ctx: RunnerContext,
  source: ProgramSource,
  slot: WorkSlot,
  input: {
    stdin: string;
    args: readonly string[];
    limits: ResolvedRunnerLimits;
    /** Extra variables of a determinism probe (TZ, hash seed); only the program sees them. */
    env?: Readonly<Record<string, string>>;
    /** Another run in this slot follows (a judge's next case). */
    anotherRunFollows?: boolean;
  },
): Promise<SandboxRunResult> {
  return ctx.sandbox.run({
    anotherRunFollows: input.anotherRunFollows === true,
    argv: source.runtime.run(source.layout, input.args, input.limits),
    stdin: input.stdin,
    limits: input.limits,
    workDir: slot.dir,
    mounts: source.runtime.mounts,
    env: input.env ? { ...source.runtime.env, ...input.env } : source.runtime.env,
  });
}
