import type { JudgeCaseResult, JudgeResponse, ParsedJudgeRequest } from '@learnbox/contracts/runner';
import type { RunCaller } from '../auth/execution-auth';
import {
  compileInSlot,
  MIN_RUN_MS,
  resolveLimits,
  resolveSource,
  runInSlot,
  withinBudget,
  writeSource,
} from '../execute/prepare-program';
import { poolCallerOf, startBudget } from '../execute/run-share';
import type { RunnerContext } from '../execute/runner-context';
import type { SandboxRunResult } from '../sandbox/sandbox-runner';
import { outputsMatch } from './compare-output';

type TestCase = ParsedJudgeRequest['testCases'][number];

/**
 * POST /code/judge: compile once, then run every case in the same prepared work dir. The whole
 * judge (compile and every case) has its tier's time budget, the paid one below the client's
 * 65-second timeout; cases it cannot reach are 'skipped' rather than letting the learner's
 * request time out with nothing, or one caller's long list of cases hold a slot for minutes.
 */
export async function judgeProgram(
  ctx: RunnerContext,
  request: ParsedJudgeRequest,
  caller: RunCaller,
  signal?: AbortSignal,
): Promise<JudgeResponse> {
  const source = resolveSource(ctx, request);
  const limits = resolveLimits(ctx, request.limits, caller);
  return ctx.pool.run(
    poolCallerOf(ctx, caller),
    async (slot) => {
      const budget = startBudget(ctx, caller);
      writeSource(ctx, slot, source.files);
      const compiled = await compileInSlot(ctx, source, slot, budget);
      const total = request.testCases.length;
      if (!compiled.ok) {
        return {
          status: 'compile_error',
          compileOutput: compiled.output,
          cases: [],
          summary: { total, passed: 0, failed: total },
        };
      }
      const cases: JudgeCaseResult[] = [];
      for (const [index, testCase] of request.testCases.entries()) {
        if (budget.remainingMs() < MIN_RUN_MS) {
          cases.push(caseResult(index, testCase, null));
          continue;
        }
        const run = await runInSlot(ctx, source, slot, {
          stdin: testCase.stdin,
          args: request.args,
          limits: withinBudget(limits, budget),
          anotherRunFollows: index < request.testCases.length - 1,
        });
        cases.push(caseResult(index, testCase, run));
      }
      const passed = cases.filter((c) => c.verdict === 'passed').length;
      return {
        status: passed === total ? 'accepted' : 'rejected',
        compileOutput: compiled.output,
        cases,
        summary: { total, passed, failed: total - passed },
      };
    },
    signal,
  );
}

function caseResult(index: number, testCase: TestCase, run: SandboxRunResult | null): JudgeCaseResult {
  const verdict = !run
    ? 'skipped'
    : run.status !== 'ok'
      ? run.status
      : outputsMatch(run.stdout, testCase.expectedOutput, testCase.comparison)
        ? 'passed'
        : 'wrong_answer';
  // Hidden cases say only how they went; their input and outputs would give the answer away.
  const visible = testCase.hidden
    ? {}
    : {
        stdin: testCase.stdin,
        expectedOutput: testCase.expectedOutput,
        stdout: run?.stdout ?? '',
        stderr: run?.stderr ?? '',
      };
  return {
    index,
    ...(testCase.name !== undefined ? { name: testCase.name } : {}),
    hidden: testCase.hidden,
    verdict,
    ...visible,
    exitCode: run?.exitCode ?? null,
    signal: run?.signal ?? null,
    wallTimeMs: run?.wallTimeMs ?? 0,
    cpuTimeMs: run?.cpuTimeMs ?? null,
    memoryKb: run?.memoryKb ?? null,
    truncated: run?.truncated ?? false,
  };
}
