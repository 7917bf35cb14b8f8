import type { JudgeCaseResult, JudgeResponse, ParsedJudgeRequest } from '@learnbox/contracts/runner';
import {
  compileInSlot,
  resolveLimits,
  resolveSource,
  runInSlot,
  writeSource,
} from '../execute/prepare-program';
import type { RunnerContext } from '../execute/runner-context';
import type { SandboxRunResult } from '../sandbox/sandbox-runner';
import { outputsMatch } from './compare-output';

type TestCase = ParsedJudgeRequest['testCases'][number];

/**
 * POST /code/judge: compile once, then run every case in the same prepared work dir. The whole
 * judge has a time budget below the client's 65-second timeout; cases it cannot reach are
 * 'skipped' rather than letting the learner's request time out with nothing.
 */
export async function judgeProgram(ctx: RunnerContext, request: ParsedJudgeRequest): Promise<JudgeResponse> {
  const source = resolveSource(ctx, request);
  const limits = resolveLimits(ctx, request.limits);
  return ctx.pool.run(async (slot) => {
    const deadline = performance.now() + ctx.config.judgeBudgetMs;
    writeSource(ctx, slot, source.files);
    const compiled = await compileInSlot(ctx, source, slot);
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
      const remaining = Math.floor(deadline - performance.now());
      if (remaining < 100) {
        cases.push(caseResult(index, testCase, null));
        continue;
      }
      const run = await runInSlot(ctx, source, slot, {
        stdin: testCase.stdin,
        args: request.args,
        limits: { ...limits, wallTimeMs: Math.min(limits.wallTimeMs, remaining) },
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
  });
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
