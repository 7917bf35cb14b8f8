import type { Database } from '../../client';
import { interviewProblems } from '../../schema/index';
import { parseContentFiles } from '../content/content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder } from '../content/content-folder';
import type { JsonObject } from '../content/content-model';
import { AUTHORED_CODING_PROBLEMS, codingFollowUps, type SeedCodingProblem } from './interview-problems';
import { SYSTEM_DESIGN_QUESTIONS } from './system-design-questions';

/** Minutes on the clock per track: a real screen's length. */
export const INTERVIEW_MINUTES = { coding: 30, system_design: 20 } as const;

const file = (files: unknown, name?: string) => {
  const list = (files as { name: string; content: string }[] | undefined) ?? [];
  return (list.find((item) => item.name === name) ?? list[0])?.content ?? '';
};

/**
 * Every judged exercise of the lessons (a Code widget with hidden tests and a solution) becomes
 * an interview problem: its task is the paragraph before it, its tests the example and the
 * hidden cases.
 */
export function problemsFromContent(dir = DEFAULT_CONTENT_DIR): SeedCodingProblem[] {
  const bundle = parseContentFiles(readContentFolder(dir));
  const problems: SeedCodingProblem[] = [];
  for (const course of bundle.courses)
    for (const module of course.modules)
      for (const lesson of module.lessons) {
        const widgets = lesson.widgets as JsonObject[];
        widgets.forEach((widget, index) => {
          if (widget.type !== 'Code' || !Array.isArray(widget.hidden_tests) || !widget.solution) return;
          const before = widgets[index - 1];
          const text = before?.type === 'Markdown' ? String(before.markdown) : '';
          const task = text
            .split(/\n\s*\n/)
            .filter((part) => part.trim() && !part.trim().startsWith('#'))
            .at(-1);
          const main = widget.main_file as string | undefined;
          const example =
            typeof widget.expected_output === 'string'
              ? [
                  {
                    name: 'Example',
                    stdin: String(widget.stdin ?? ''),
                    expected_output: widget.expected_output,
                  },
                ]
              : [];
          problems.push({
            id: `iv-lesson-${String(widget.id)}`,
            title: String(widget.title ?? lesson.title),
            prompt: (task ?? String(widget.title ?? '')).replace(/\*\*Check\*\*[^.]*\./, '').trim(),
            language: String(widget.language),
            starterCode: file(widget.files, main),
            solution: file(widget.solution, main),
            tests: [
              ...example,
              ...(widget.hidden_tests as JsonObject[]).map((test) => ({
                name: String(test.name ?? 'Hidden test'),
                stdin: String(test.stdin ?? ''),
                expected_output: String(test.expected_output),
              })),
            ],
            followUps: codingFollowUps(['O(n)', 'linear'], ['empty', 'single', 'edge']),
            source: `${String(lesson.id)}#${String(widget.id)}`,
          });
        });
      }
  return problems;
}

/** The mock-interview bank: lesson exercises, authored problems and system design questions. */
export async function seedInterviews(db: Database, dir = DEFAULT_CONTENT_DIR): Promise<void> {
  const coding = [...problemsFromContent(dir), ...AUTHORED_CODING_PROBLEMS];
  const rows = [
    ...coding.map((problem) => ({
      ...problem,
      track: 'coding' as const,
      timeLimitMinutes: INTERVIEW_MINUTES.coding,
    })),
    ...SYSTEM_DESIGN_QUESTIONS.map((question) => ({
      ...question,
      track: 'system_design' as const,
      language: null,
      starterCode: '',
      solution: null,
      tests: [],
      source: null,
      timeLimitMinutes: INTERVIEW_MINUTES.system_design,
    })),
  ];
  for (const row of rows)
    await db
      .insert(interviewProblems)
      .values(row)
      .onConflictDoUpdate({ target: interviewProblems.id, set: { ...row, id: undefined } });
}
