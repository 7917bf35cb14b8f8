'use client';

import type { EditableTask } from '@learnbox/contracts';
import { useId } from 'react';
import { CodeTextarea } from '../widgets/code-textarea';

const FIELD = 'mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-fg';

/** The file the form edits: the first one; others a task may hold (from the api) are kept. */
function withFirstContent(files: EditableTask['solution'], content: string, name: string) {
  const [first, ...rest] = files;
  return [{ name: first?.name ?? name, content }, ...rest];
}

/** One task of the project as a plain form: title, instructions, starter and solution code, tests. */
export function TaskFields({
  task,
  position,
  fileName,
  errors,
  onChange,
  onRemove,
}: {
  task: EditableTask;
  position: number;
  fileName: string;
  errors: Record<string, string>;
  onChange: (task: EditableTask) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const error = (field: string) => errors[`tasks.${position}.${field}`];
  const set = (patch: Partial<EditableTask>) => onChange({ ...task, ...patch });
  return (
    <fieldset className="space-y-4 rounded-2xl border border-line bg-surface p-5" data-testid="task-fields">
      <legend className="px-2 text-lg font-semibold text-fg">Task {position + 1}</legend>
      <label className="block text-sm font-medium text-fg">
        Title
        <input
          className={FIELD}
          value={task.title}
          onChange={(event) => set({ title: event.target.value })}
        />
      </label>
      {error('title') ? <p className="text-sm text-red-700 dark:text-red-300">{error('title')}</p> : null}
      <label className="block text-sm font-medium text-fg">
        Instructions (Markdown)
        <textarea
          className={`${FIELD} font-mono text-sm`}
          rows={8}
          value={task.instructions}
          onChange={(event) => set({ instructions: event.target.value })}
        />
      </label>
      <div>
        <p className="text-sm font-medium text-fg">
          Starter code ({task.starter_files[0]?.name ?? fileName})
        </p>
        <CodeTextarea
          label={`Starter code of task ${position + 1}`}
          rows={8}
          value={task.starter_files[0]?.content ?? ''}
          onChange={(content) =>
            set({ starter_files: withFirstContent(task.starter_files, content, fileName) })
          }
        />
      </div>
      <div>
        <p className="text-sm font-medium text-fg">Reference solution (never shown to learners)</p>
        <CodeTextarea
          label={`Reference solution of task ${position + 1}`}
          rows={8}
          value={task.solution[0]?.content ?? ''}
          onChange={(content) => set({ solution: withFirstContent(task.solution, content, fileName) })}
        />
      </div>
      <div className="space-y-3">
        <p className="text-sm font-medium text-fg">
          Tests (the first is shown to learners as the example; the others stay hidden)
        </p>
        {error('tests') ? <p className="text-sm text-red-700 dark:text-red-300">{error('tests')}</p> : null}
        {task.tests.map((test, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: tests have no id; their place is their identity
            key={index}
            className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-2"
          >
            <label className="text-sm text-fg sm:col-span-2" htmlFor={`${id}-name-${index}`}>
              Test name
              <input
                id={`${id}-name-${index}`}
                className={FIELD}
                value={test.name}
                onChange={(event) =>
                  set({
                    tests: task.tests.map((item, at) =>
                      at === index ? { ...item, name: event.target.value } : item,
                    ),
                  })
                }
              />
            </label>
            <label className="text-sm text-fg">
              Input (stdin)
              <textarea
                className={`${FIELD} font-mono text-sm`}
                rows={4}
                value={test.stdin}
                onChange={(event) =>
                  set({
                    tests: task.tests.map((item, at) =>
                      at === index ? { ...item, stdin: event.target.value } : item,
                    ),
                  })
                }
              />
            </label>
            <label className="text-sm text-fg">
              Expected output
              <textarea
                className={`${FIELD} font-mono text-sm`}
                rows={4}
                value={test.expected_output}
                onChange={(event) =>
                  set({
                    tests: task.tests.map((item, at) =>
                      at === index ? { ...item, expected_output: event.target.value } : item,
                    ),
                  })
                }
              />
            </label>
            <button
              type="button"
              className="widget-button justify-self-start"
              onClick={() => set({ tests: task.tests.filter((_, at) => at !== index) })}
            >
              Remove test
            </button>
          </div>
        ))}
        <button
          type="button"
          className="widget-button"
          onClick={() =>
            set({
              tests: [
                ...task.tests,
                { name: `Test ${task.tests.length + 1}`, stdin: '', expected_output: '' },
              ],
            })
          }
        >
          Add a test
        </button>
      </div>
      <button type="button" className="widget-button" onClick={onRemove}>
        Remove this task
      </button>
    </fieldset>
  );
}
