import type {
  ResolvedRunnerLimits,
  RunnerFile,
  RunnerLanguage,
  RunnerLimits,
} from '@learnbox/contracts/runner';
import { DomainError } from '@learnbox/domain/errors/domain-error';
import { EXECUTION_MESSAGES } from '@learnbox/domain/errors/messages';
import { MAX_CODE_LENGTH } from '@learnbox/domain/execution/code-limits';
import type { ProgramLayout, Runtime } from '../languages/language-definitions';
import { ProgramFileError, writeProgramFiles } from '../sandbox/program-files';
import type { SandboxRunResult } from '../sandbox/sandbox-runner';
import type { WorkSlot } from '../sandbox/work-slots';
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

export function resolveLimits(ctx: RunnerContext, requested: RunnerLimits | undefined): ResolvedRunnerLimits {
  const { defaults, maxima } = ctx.config.limits;
  const limits = { ...defaults };
  for (const key of Object.keys(LIMIT_LABELS) as (keyof ResolvedRunnerLimits)[]) {
    const value = requested?.[key];
    if (value === undefined) continue;
    if (value > maxima[key]) {
      throw new DomainError(`The limit ${LIMIT_LABELS[key]} may be at most ${maxima[key]} on this runner.`);
    }
    limits[key] = value;
  }
  return limits;
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

export async function compileInSlot(
  ctx: RunnerContext,
  source: ProgramSource,
  slot: WorkSlot,
  command: string[] | null = source.runtime.compile?.(source.layout) ?? null,
): Promise<CompileOutcome> {
  if (!command) return { ok: true, output: null };
  const result = await ctx.sandbox.run({
    argv: command,
    stdin: '',
    limits: ctx.config.compileLimits,
    workDir: slot.dir,
    mounts: source.runtime.mounts,
    env: source.runtime.env,
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status === 'ok') return { ok: true, output };
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
  input: { stdin: string; args: readonly string[]; limits: ResolvedRunnerLimits },
): Promise<SandboxRunResult> {
  return ctx.sandbox.run({
    argv: source.runtime.run(source.layout, input.args, input.limits),
    stdin: input.stdin,
    limits: input.limits,
    workDir: slot.dir,
    mounts: source.runtime.mounts,
    env: source.runtime.env,
  });
}
