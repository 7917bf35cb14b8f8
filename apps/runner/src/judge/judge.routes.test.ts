import { judgeResponseSchema } from '@learnbox/contracts/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

let runner: TestRunner;
beforeAll(async () => {
  runner = await startTestRunner();
});
afterAll(() => runner?.close());

const judge = async (payload: Record<string, unknown>) => {
  const reply = await runner.post('/code/judge', payload);
  expect(reply.statusCode).toBe(200);
  return judgeResponseSchema.parse(reply.json());
};

// Sums the numbers of a line; counts its runs in a file, to prove one compiled binary serves every case.
const SUM_C = `#include <stdio.h>
int main(void) {
  FILE *f = fopen("runs.txt", "a"); fputs("x", f); fclose(f);
  f = fopen("runs.txt", "r"); int runs = 0; while (fgetc(f) != EOF) runs++; fclose(f);
  long total = 0, n; while (scanf("%ld", &n) == 1) total += n;
  printf("%ld\\n", total); fprintf(stderr, "run %d\\n", runs);
  return 0;
}`;

describe('POST /code/judge', () => {
  it('compiles once and runs every case in the same prepared work dir', async () => {
    const result = await judge({
      language: 'c',
      code: SUM_C,
      testCases: [
        { stdin: '1 2 3', expectedOutput: '6' },
        { stdin: '10 20', expectedOutput: '30\n\n' },
        { stdin: '5', expectedOutput: '6', name: 'wrong on purpose' },
        { stdin: '7 7', expectedOutput: '14', hidden: true },
      ],
    });
    expect(result.status).toBe('rejected');
    expect(result.summary).toEqual({ total: 4, passed: 3, failed: 1 });
    expect(result.cases.map((c) => c.verdict)).toEqual(['passed', 'passed', 'wrong_answer', 'passed']);
    expect(result.cases.map((c) => c.stderr)).toEqual(['run 1\n', 'run 2\n', 'run 3\n', undefined]);
    expect(result.cases[2]).toMatchObject({ name: 'wrong on purpose', stdout: '5\n', expectedOutput: '6' });
  });

  it('hides the input and outputs of hidden cases', async () => {
    const result = await judge({
      language: 'python',
      code: 'print(input()[::-1])',
      testCases: [{ stdin: 'abc', expectedOutput: 'cba', hidden: true }],
    });
    expect(result.status).toBe('accepted');
    expect(result.cases[0]).toEqual(expect.objectContaining({ hidden: true, verdict: 'passed' }));
    for (const key of ['stdin', 'expectedOutput', 'stdout', 'stderr'])
      expect(result.cases[0]).not.toHaveProperty(key);
  });

  it('applies the comparison modes', async () => {
    const result = await judge({
      language: 'python',
      code: 'print("3.0000001   4\\n")',
      testCases: [
        { expectedOutput: '3.0000001 4', comparison: 'exact' },
        { expectedOutput: '3.0000001   4', comparison: 'trim' },
        { expectedOutput: '3.0000001\n4', comparison: 'tokens' },
        { expectedOutput: '3 4', comparison: 'float' },
      ],
    });
    expect(result.cases.map((c) => c.verdict)).toEqual(['wrong_answer', 'passed', 'passed', 'passed']);
  });

  it('reports a compile error without running any case', async () => {
    const result = await judge({
      language: 'cpp',
      code: 'int main() { return }',
      testCases: [{ expectedOutput: '' }],
    });
    expect(result).toMatchObject({
      status: 'compile_error',
      cases: [],
      summary: { total: 1, passed: 0, failed: 1 },
    });
    expect(result.compileOutput).toMatch(/error/);
  });

  it('gives each case its own limits and verdict', async () => {
    const result = await judge({
      language: 'python',
      code: 'import sys, time\nn = int(sys.stdin.read())\nif n == 0: time.sleep(5)\nif n < 0: raise SystemExit(2)\nprint(n)',
      limits: { wallTimeMs: 500 },
      testCases: [
        { stdin: '0', expectedOutput: '0' },
        { stdin: '-1', expectedOutput: '' },
        { stdin: '4', expectedOutput: '4' },
      ],
    });
    expect(result.cases.map((c) => c.verdict)).toEqual(['time_limit', 'runtime_error', 'passed']);
  });
});
