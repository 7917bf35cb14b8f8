import { describe, expect, it } from 'vitest';
import { runProgram, toolFor } from '../content/run-program';
import { SEED_ASSESSMENTS } from './assessments.seed';

const MAIN_FILE: Record<string, string> = { python: 'main.py', javascript: 'main.js' };

describe('seeded skill assessments', () => {
  it('ship Python and JavaScript with at least 30 questions each, spread over difficulties', () => {
    expect(SEED_ASSESSMENTS.map((item) => item.assessment.slug)).toEqual(['python', 'javascript']);
    for (const { questions } of SEED_ASSESSMENTS) {
      expect(questions.length).toBeGreaterThanOrEqual(30);
      const difficulties = questions.map((question) => question.difficulty);
      expect(Math.min(...difficulties)).toBeLessThan(-2);
      expect(Math.max(...difficulties)).toBeGreaterThan(2);
      expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
      expect(questions.filter((question) => question.kind === 'coding').length).toBeGreaterThanOrEqual(3);
    }
  });

  for (const { questions } of SEED_ASSESSMENTS) {
    for (const question of questions.filter((item) => item.kind === 'multiple_choice')) {
      it(`${question.id}: exactly one right option among distinct ones`, () => {
        expect(question.options.filter((option) => option.correct)).toHaveLength(1);
        expect(new Set(question.options.map((option) => option.text)).size).toBe(question.options.length);
      });
    }
    for (const question of questions.filter((item) => item.kind === 'coding')) {
      const language = question.language as string;
      it.skipIf(toolFor(language) === null)(
        `${question.id}: the solution passes every test and the starter passes none`,
        { timeout: 60_000 },
        () => {
          const file = (content: string) => [{ name: MAIN_FILE[language] as string, content }];
          for (const test of question.tests) {
            const solved = runProgram(language, file(question.solution as string), test.stdin);
            expect({ stdout: solved.stdout, stderr: solved.stderr, status: solved.status }).toEqual({
              stdout: test.expected_output,
              stderr: '',
              status: 0,
            });
            expect(runProgram(language, file(question.starterCode), test.stdin).stdout).not.toBe(
              test.expected_output,
            );
          }
        },
      );
    }
  }
});
