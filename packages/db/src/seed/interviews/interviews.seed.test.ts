import { describe, expect, it } from 'vitest';
import { runProgram, toolFor } from '../content/run-program';
import { AUTHORED_CODING_PROBLEMS } from './interview-problems';
import { problemsFromContent } from './interviews.seed';
import { SYSTEM_DESIGN_QUESTIONS } from './system-design-questions';

const bank = [...problemsFromContent(), ...AUTHORED_CODING_PROBLEMS];
const fileName = (language: string) => ({ python: 'main.py', cpp: 'main.cpp' })[language] ?? 'main.txt';

describe('the mock-interview bank', () => {
  it('has at least 20 coding problems, the lessons’ judged exercises among them, and design questions', () => {
    expect(bank.length).toBeGreaterThanOrEqual(20);
    expect(bank.filter((problem) => problem.source).length).toBeGreaterThanOrEqual(2);
    expect(new Set(bank.map((problem) => problem.id)).size).toBe(bank.length);
    expect(SYSTEM_DESIGN_QUESTIONS.length).toBeGreaterThanOrEqual(5);
    for (const problem of bank) {
      expect(problem.prompt.length, problem.id).toBeGreaterThan(30);
      expect(problem.tests.length, problem.id).toBeGreaterThanOrEqual(3);
      expect(problem.followUps.length, problem.id).toBeGreaterThanOrEqual(2);
    }
  });

  for (const problem of bank) {
    it.skipIf(toolFor(problem.language) === null)(
      `${problem.id}: the solution passes every test, the starter fails one`,
      { timeout: 120_000 },
      () => {
        const run = (code: string, stdin: string) =>
          runProgram(problem.language, [{ name: fileName(problem.language), content: code }], stdin);
        for (const test of problem.tests) {
          const result = run(problem.solution, test.stdin);
          expect({ stdout: result.stdout, status: result.status }, test.name).toEqual({
            stdout: test.expected_output,
            status: 0,
          });
        }
        const starterPasses = problem.tests.every(
          (test) => run(problem.starterCode, test.stdin).stdout === test.expected_output,
        );
        expect(starterPasses).toBe(false);
      },
    );
  }
});
