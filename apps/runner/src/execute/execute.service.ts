import {
  type ExecuteResponse,
  type ParsedExecuteRequest,
  PROBE_ENVIRONMENTS,
} from '@learnbox/contracts/runner';
import type { RunCaller } from '../auth/execution-auth';
import {
  compileInSlot,
  resolveLimits,
  resolveSource,
  runInSlot,
  withinBudget,
  writeSource,
} from './prepare-program';
import { poolCallerOf, startBudget } from './run-share';
import type { RunnerContext } from './runner-context';

/** POST /code/execute: one program, one run. Checks happen before a slot is taken. */
export async function executeProgram(
  ctx: RunnerContext,
  request: ParsedExecuteRequest,
  caller: RunCaller,
  signal?: AbortSignal,
): Promise<ExecuteResponse> {
  const source = resolveSource(ctx, request);
  const limits = resolveLimits(ctx, request.limits, caller);
  return ctx.pool.run(
    poolCallerOf(ctx, caller),
    async (slot) => {
      const budget = startBudget(ctx, caller);
      writeSource(ctx, slot, source.files);
      const compiled = await compileInSlot(ctx, source, slot, budget);
      if (!compiled.ok) {
        return {
          status: 'compile_error',
          stdout: '',
          stderr: '',
          compileOutput: compiled.output,
          exitCode: null,
          signal: null,
          wallTimeMs: 0,
          cpuTimeMs: null,
          memoryKb: null,
          truncated: false,
          toolchainVersion: source.runtime.version,
        };
      }
      const run = await runInSlot(ctx, source, slot, {
        stdin: request.stdin,
        args: request.args,
        limits: withinBudget(limits, budget),
        ...(request.determinismProbe ? { env: PROBE_ENVIRONMENTS[request.determinismProbe] } : {}),
      });
      return {
        status: run.status,
        stdout: run.stdout,
        stderr: run.stderr,
        compileOutput: compiled.output,
        exitCode: run.exitCode,
        signal: run.signal,
        wallTimeMs: run.wallTimeMs,
        cpuTimeMs: run.cpuTimeMs,
        memoryKb: run.memoryKb,
        truncated: run.truncated,
        toolchainVersion: source.runtime.version,
      };
    },
    signal,
  );
}
