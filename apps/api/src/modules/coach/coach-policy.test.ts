import { codeWidgetSchema } from '@learnbox/contracts';
import { parseContentFiles } from '@learnbox/db/seed/content/content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder } from '@learnbox/db/seed/content/content-folder';
import { runProgram, toolFor } from '@learnbox/db/seed/content/run-program';
import {
  explainError,
  type FailingTest,
  guardReply,
  HINT_STEPS,
  hintFor,
  LEAK_RUN_TOKENS,
  REDACTED_MARK,
} from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { secretsOf } from './use-cases/exercise';

/**
 * The coach's policy on EVERY judged exercise of the seed content (issue 18): the ladder's replies,
 * built from the starter code's real output on the example and on each hidden case, never carry
 * the solution or hidden data; and the guard cuts the solution out of a reply that quotes it.
 */
function judgedExercises() {
  const bundle = parseContentFiles(readContentFolder(DEFAULT_CONTENT_DIR));
  const widgets = [
    ...bundle.courses.flatMap((course) =>
      course.modules.flatMap((module) => module.lessons.flatMap((l) => l.widgets)),
    ),
    ...bundle.shots.flatMap((shot) => shot.widgets),
  ];
  return widgets
    .map((widget) => codeWidgetSchema.safeParse(widget))
    .flatMap((parsed) =>
      parsed.success && parsed.data.solution && parsed.data.hidden_tests ? [parsed.data] : [],
    );
}

const exercises = judgedExercises();

/** Every run of the solution's own lines long enough to be a giveaway, unless the starter has it. */
function solutionLines(solution: string, starter: string): string[] {
  return solution
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) => line.split(/\b/).filter((t) => t.trim()).length >= LEAK_RUN_TOKENS && !starter.includes(line),
    );
}

describe('coach policy on every seeded judged exercise', () => {
  it('the seed has judged exercises', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(2);
  });

  for (const widget of exercises) {
    const main = widget.main_file ?? widget.files[0]?.name ?? '';
    const starter = widget.files.find((file) => file.name === main)?.content ?? '';
    const solution = widget.solution?.find((file) => file.name === main)?.content ?? '';
    const secrets = secretsOf(widget, widget.files);
    const cases = [
      { name: 'Example', hidden: false, stdin: widget.stdin ?? '', expected: widget.expected_output ?? '' },
      ...(widget.hidden_tests ?? []).map((test) => ({
        name: test.name ?? null,
        hidden: true,
        stdin: test.stdin ?? '',
        expected: test.expected_output,
      })),
    ];

    it.skipIf(toolFor(widget.language) === null)(
      `${widget.id}: no ladder step gives the solution or a hidden case away`,
      { timeout: 120_000 },
      () => {
        for (const test of cases) {
          const run = runProgram(widget.language, widget.files, test.stdin, widget.main_file);
          const failingTest: FailingTest = test.hidden
            ? { name: test.name, hidden: true }
            : { name: test.name, hidden: false, expected: test.expected, actual: run.stdout };
          const error = run.status === 0 ? null : explainError(widget.language, { stderr: run.stderr });
          for (const step of HINT_STEPS) {
            const text = hintFor(step, {
              authorHints: widget.hints ?? [],
              failingTest,
              error,
              learnerCode: starter,
              solution,
            });
            expect(guardReply(text, secrets).redacted, `${step} on ${test.name}: ${text}`).toBe(false);
            for (const line of solutionLines(solution, starter)) expect(text).not.toContain(line);
            if (test.hidden) expect(text).not.toContain(test.expected.trim());
          }
        }
      },
    );

    it(`${widget.id}: a reply quoting the solution or a hidden case is cut`, () => {
      const leaky = `Here is the answer:\n${solution}\nAnd it prints ${cases.at(-1)?.expected ?? ''} for the last test.`;
      const guarded = guardReply(leaky, secrets);
      expect(guarded.redacted).toBe(true);
      expect(guarded.text).toContain(REDACTED_MARK);
      for (const line of solutionLines(solution, starter)) expect(guarded.text).not.toContain(line);
      expect(guardReply(guarded.text, secrets).redacted).toBe(false);
    });
  }
});
