import { fileURLToPath } from 'node:url';
import {
  type CodeTestResponse,
  codeTestResponseSchema,
  type ParsedCodeTestRequest,
  type RunnerFile,
} from '@learnbox/contracts/runner';
import { TEST_RUN_MESSAGES } from '@learnbox/domain/errors/messages';
import type { RunCaller } from '../auth/execution-auth';
import {
  compileInSlot,
  resolveLimits,
  resolveSource,
  withinBudget,
  writeSource,
} from '../execute/prepare-program';
import { poolCallerOf, startBudget } from '../execute/run-share';
import type { RunnerContext } from '../execute/runner-context';
import { compiledTypeScript } from '../languages/language-definitions';

/**
 * POST /code_test/execute: the learner's files plus the author's test script, run by unittest
 * (Python) or node:test (JavaScript, TypeScript). A small harness inside the sandbox reports the
 * spec's live test result on a separate descriptor, so the tests' own output cannot be mistaken
 * for it.
 */

export const HARNESS_DIR = fileURLToPath(new URL('./harness', import.meta.url));

const DEFAULT_TEST_FILE: Record<ParsedCodeTestRequest['language'], string> = {
  python: 'test_main.py',
  javascript: 'main.test.js',
  typescript: 'main.test.ts',
};

const liveResultSchema = codeTestResponseSchema.pick({
  total_tests: true,
  passed_tests: true,
  failure_description: true,
});

function testCommand(
  ctx: RunnerContext,
  request: ParsedCodeTestRequest,
  interpreter: string,
  testFile: string,
): string[] {
  const harness = ctx.harness.dir;
  if (request.language === 'python') {
    const moduleName = testFile.replace(/\.py$/, '').replaceAll('/', '.');
    return [interpreter, '-E', '-s', '-B', `${harness}/unittest_harness.py`, moduleName];
  }
  const file = request.language === 'typescript' ? compiledTypeScript(testFile) : testFile;
  return [
    interpreter,
    '--experimental-detect-module',
    '--test',
    `--test-reporter=${harness}/node-test-reporter.mjs`,
    file,
  ];
}

export async function runCodeTests(
  ctx: RunnerContext,
  request: ParsedCodeTestRequest,
  caller: RunCaller,
  signal?: AbortSignal,
): Promise<CodeTestResponse> {
  const learner = resolveSource(ctx, { language: request.language, files: request.files });
  const limits = resolveLimits(ctx, request.limits, caller);
  const testFile = request.testFileName ?? DEFAULT_TEST_FILE[request.language];
  const files: RunnerFile[] = [...request.files, { name: testFile, content: request.testScript }];
  const source = { ...learner, files, layout: { files: files.map((f) => f.name), main: testFile } };
  const interpreter = source.runtime.run(source.layout, [], limits)[0] ?? '';

  return ctx.pool.run(
    poolCallerOf(ctx, caller),
    async (slot) => {
      const budget = startBudget(ctx, caller);
      writeSource(ctx, slot, files);
      const compiled = await compileInSlot(ctx, source, slot, budget);
      if (!compiled.ok) {
        return {
          total_tests: 0,
          passed_tests: 0,
          failure_description: compiled.output,
          status: 'compile_error',
          stdout: '',
          stderr: '',
          compileOutput: compiled.output,
          wallTimeMs: 0,
          truncated: false,
        };
      }
      const run = await ctx.sandbox.run({
        argv: testCommand(ctx, request, interpreter, testFile),
        stdin: '',
        limits: withinBudget(limits, budget),
        workDir: slot.dir,
        mounts: [...source.runtime.mounts, ...ctx.harness.mounts],
        env: source.runtime.env,
        resultChannel: true,
      });
      let report = null;
      try {
        report = liveResultSchema.parse(JSON.parse(run.result ?? ''));
      } catch {
        report = null;
      }
      const stderrTail = run.stderr.trim().split('\n').slice(-5).join('\n');
      return {
        total_tests: report?.total_tests ?? 0,
        passed_tests: report?.passed_tests ?? 0,
        failure_description: report
          ? report.failure_description
          : `${TEST_RUN_MESSAGES.EXECUTION_FAILURE}${stderrTail ? `\n${stderrTail}` : ''}`,
        // Failing tests make the test command exit non-zero; with a report that is not a crash.
        status: report && run.status === 'runtime_error' ? 'ok' : run.status,
        stdout: run.stdout,
        stderr: run.stderr,
        compileOutput: compiled.output,
        wallTimeMs: run.wallTimeMs,
        truncated: run.truncated,
      };
    },
    signal,
  );
}
