import { describe, expect, it } from 'vitest';
import { type ProgramFile, runProgram, toolFor } from '../content/run-program';
import { SEED_PROJECTS } from './projects.seed';

/** Each seeded task's reference solution passes every test, and its starter does not. */
describe('seeded projects: every task is worth doing', () => {
  it('has at least two projects of three or more tasks', () => {
    expect(SEED_PROJECTS.length).toBeGreaterThanOrEqual(2);
    for (const project of SEED_PROJECTS) expect(project.tasks.length).toBeGreaterThanOrEqual(3);
  });

  for (const project of SEED_PROJECTS) {
    for (const task of project.tasks) {
      it.skipIf(toolFor(project.language) === null)(
        `${project.slug} / ${task.title}: the solution passes, the starter fails a test`,
        { timeout: 60_000 },
        () => {
          const run = (files: ProgramFile[], stdin: string) =>
            runProgram(project.language, files, stdin, task.mainFile);
          expect(task.tests.length).toBeGreaterThanOrEqual(2);
          for (const test of task.tests) {
            const result = run(task.solution, test.stdin);
            expect({
              name: test.name,
              stdout: result.stdout,
              stderr: result.stderr,
              status: result.status,
            }).toEqual({
              name: test.name,
              stdout: test.expected_output,
              stderr: '',
              status: 0,
            });
          }
          const starterPasses = task.tests.every((test) => {
            const result = run(task.starterFiles, test.stdin);
            return result.status === 0 && result.stdout === test.expected_output;
          });
          expect(starterPasses, 'the starter code must not already pass').toBe(false);
        },
      );
    }
  }
});
