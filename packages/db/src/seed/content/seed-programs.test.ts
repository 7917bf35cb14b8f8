import { describe, expect, it } from 'vitest';
import { parseContentFiles } from './content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder } from './content-folder';
import type { JsonObject } from './content-model';
import {
  type ProgramFile,
  type ProgramRun,
  runBrowserScript,
  runProgram,
  runUnitTests,
  toolFor,
} from './run-program';

interface ProgramCase {
  name: string;
  language: string;
  files: ProgramFile[];
  stdin: string;
  expected: string;
  main?: string;
}

interface HiddenTest {
  name: string;
  stdin: string;
  expected: string;
}

/** A judged exercise: the starter the learner gets, the author's solution, and the hidden cases. */
interface Exercise {
  name: string;
  language: string;
  starter: ProgramFile[];
  solution: ProgramFile[] | undefined;
  main?: string;
  visible: { stdin: string; expected: string | undefined };
  hidden: HiddenTest[];
}

function pages() {
  const bundle = parseContentFiles(readContentFolder(DEFAULT_CONTENT_DIR));
  return [
    ...bundle.courses.flatMap((course) =>
      course.modules.flatMap((module) =>
        module.lessons.map((lesson) => ({ where: `${course.slug}/${lesson.slug}`, widgets: lesson.widgets })),
      ),
    ),
    ...bundle.shots.map((shot) => ({ where: `shots/${shot.slug}`, widgets: shot.widgets })),
  ];
}

/** Every example of the seed content (judged exercises apart), with what its widget says it prints. */
function examples(): ProgramCase[] {
  const cases: ProgramCase[] = [];
  for (const page of pages()) {
    for (const widget of page.widgets as JsonObject[]) {
      if (widget.type === 'Code' && typeof widget.expected_output === 'string' && !widget.hidden_tests) {
        cases.push({
          name: `${page.where} ${widget.id}`,
          language: String(widget.language),
          files: widget.files as ProgramFile[],
          stdin: String(widget.stdin ?? ''),
          expected: widget.expected_output,
          main: widget.main_file as string | undefined,
        });
      }
      if (widget.type === 'TabbedCode') {
        for (const tab of widget.tabs as JsonObject[]) {
          if (typeof tab.expected_output !== 'string') continue;
          cases.push({
            name: `${page.where} ${widget.id} ${String(tab.label)}`,
            language: String(tab.language),
            files: tab.files as ProgramFile[],
            stdin: String(tab.stdin ?? ''),
            expected: tab.expected_output,
          });
        }
      }
      if (widget.type === 'RunJS' && typeof widget.expected_output === 'string') {
        cases.push({
          name: `${page.where} ${widget.id} (browser)`,
          language: 'browser',
          files: [{ name: 'script.js', content: String(widget.code) }],
          stdin: '',
          expected: widget.expected_output,
        });
      }
    }
  }
  return cases;
}

function exercises(): Exercise[] {
  const found: Exercise[] = [];
  for (const page of pages()) {
    for (const widget of page.widgets as JsonObject[]) {
      if (widget.type !== 'Code' || !Array.isArray(widget.hidden_tests)) continue;
      found.push({
        name: `${page.where} ${widget.id}`,
        language: String(widget.language),
        starter: widget.files as ProgramFile[],
        solution: widget.solution as ProgramFile[] | undefined,
        main: widget.main_file as string | undefined,
        visible: {
          stdin: String(widget.stdin ?? ''),
          expected: widget.expected_output as string | undefined,
        },
        hidden: (widget.hidden_tests as JsonObject[]).map((test) => ({
          name: String(test.name ?? ''),
          stdin: String(test.stdin ?? ''),
          expected: String(test.expected_output),
        })),
      });
    }
  }
  return found;
}

/**
 * A clean run prints the expected output and nothing on stderr. An example may end with a
 * non-zero status on purpose (the strict-mode lesson stops at `false`); a solution may not.
 */
function expectClean(run: ProgramRun, expected: string, status?: number): void {
  expect({ stdout: run.stdout, stderr: run.stderr }).toEqual({ stdout: expected, stderr: '' });
  if (status !== undefined) expect(run.status).toBe(status);
}

const missingTool = (language: string) => language !== 'browser' && toolFor(language) === null;

describe('seed content programs print what their widgets say, and nothing else', () => {
  const cases = examples();

  it('has runnable examples in at least three languages', () => {
    expect(new Set(cases.map((item) => item.language)).size).toBeGreaterThanOrEqual(3);
  });

  for (const item of cases) {
    it.skipIf(missingTool(item.language))(item.name, { timeout: 60_000 }, async () => {
      if (item.language === 'browser') {
        expect(await runBrowserScript((item.files[0] as ProgramFile).content)).toBe(item.expected);
        return;
      }
      expectClean(runProgram(item.language, item.files, item.stdin, item.main), item.expected);
    });
  }
});

describe('judged exercises: a task worth doing', () => {
  const found = exercises();

  it('the seed has judged exercises', () => {
    expect(found.length).toBeGreaterThanOrEqual(2);
  });

  for (const exercise of found) {
    it(`${exercise.name}: has a solution and hidden cases unlike the visible example`, () => {
      expect(exercise.solution, 'a judged exercise keeps its solution').toBeDefined();
      expect(exercise.hidden.length).toBeGreaterThan(0);
      for (const test of exercise.hidden) {
        expect(test.stdin, `${test.name} must not repeat the visible input`).not.toBe(exercise.visible.stdin);
      }
    });

    it.skipIf(missingTool(exercise.language))(
      `${exercise.name}: the solution passes every case, the starter fails one`,
      { timeout: 120_000 },
      () => {
        const solution = exercise.solution as ProgramFile[];
        const run = (files: ProgramFile[], stdin: string) =>
          runProgram(exercise.language, files, stdin, exercise.main);
        if (exercise.visible.expected !== undefined)
          expectClean(run(solution, exercise.visible.stdin), exercise.visible.expected, 0);
        for (const test of exercise.hidden) expectClean(run(solution, test.stdin), test.expected, 0);
        const starterPasses = exercise.hidden.every((test) => {
          const result = run(exercise.starter, test.stdin);
          return result.status === 0 && result.stdout === test.expected;
        });
        expect(starterPasses, 'the starter code must not already pass').toBe(false);
      },
    );
  }
});

describe('live test exercises (CodeTest): the tests pass the solution and fail the starter', () => {
  const found = pages().flatMap((page) =>
    (page.widgets as JsonObject[])
      .filter((widget) => widget.type === 'CodeTest')
      .map((widget) => ({ name: `${page.where} ${widget.id}`, widget })),
  );

  it('the seed has a live test exercise', () => {
    expect(found.length).toBeGreaterThanOrEqual(1);
  });

  for (const { name, widget } of found) {
    const language = String(widget.language);
    it.skipIf(missingTool(language))(name, { timeout: 120_000 }, () => {
      const testFile = widget.test_file as ProgramFile;
      expect(widget.solution, 'a live test exercise keeps its solution').toBeDefined();
      const solved = runUnitTests(language, widget.solution as ProgramFile[], testFile);
      expect(solved.status, solved.stderr).toBe(0);
      const starter = runUnitTests(language, widget.files as ProgramFile[], testFile);
      expect(starter.status, 'the starter code must not already pass').not.toBe(0);
    });
  }
});
