import { describe, expect, it } from 'vitest';
import { parseContentFiles } from './content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder } from './content-folder';
import type { JsonObject } from './content-model';
import { type ProgramFile, runBrowserScript, runProgram, toolFor } from './run-program';

/** Every program of the seed content, with what its widget says it prints. */
function programs() {
  const bundle = parseContentFiles(readContentFolder(DEFAULT_CONTENT_DIR));
  const pages = [
    ...bundle.courses.flatMap((course) =>
      course.modules.flatMap((module) =>
        module.lessons.map((lesson) => ({ where: `${course.slug}/${lesson.slug}`, widgets: lesson.widgets })),
      ),
    ),
    ...bundle.shots.map((shot) => ({ where: `shots/${shot.slug}`, widgets: shot.widgets })),
  ];
  const cases: {
    name: string;
    language: string;
    files: ProgramFile[];
    stdin: string;
    expected: string;
    main?: string;
  }[] = [];
  for (const page of pages) {
    for (const widget of page.widgets as JsonObject[]) {
      if (widget.type === 'Code' && typeof widget.expected_output === 'string') {
        cases.push({
          name: `${page.where} ${widget.id}`,
          language: String(widget.language),
          files: widget.files as ProgramFile[],
          stdin: String(widget.stdin ?? ''),
          expected: widget.expected_output,
          main: widget.main_file as string | undefined,
        });
        for (const test of (widget.hidden_tests as JsonObject[] | undefined) ?? []) {
          cases.push({
            name: `${page.where} ${widget.id} hidden: ${String(test.name)}`,
            language: String(widget.language),
            files: widget.files as ProgramFile[],
            stdin: String(test.stdin ?? ''),
            expected: String(test.expected_output),
          });
        }
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

describe('seed content programs print what their widgets say', () => {
  const cases = programs();

  it('has runnable examples in at least three languages', () => {
    expect(new Set(cases.map((item) => item.language)).size).toBeGreaterThanOrEqual(3);
  });

  for (const item of cases) {
    const missing = item.language !== 'browser' && toolFor(item.language) === null;
    it.skipIf(missing)(item.name, { timeout: 60_000 }, async () => {
      const output =
        item.language === 'browser'
          ? await runBrowserScript((item.files[0] as ProgramFile).content)
          : runProgram(item.language, item.files, item.stdin, item.main);
      expect(output).toBe(item.expected);
    });
  }
});
