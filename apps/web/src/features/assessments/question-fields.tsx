'use client';

import { useId } from 'react';
import type { DraftQuestion } from './editor-draft';

const INPUT = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-fg';
const AREA = `${INPUT} font-mono text-sm`;

/** One question's form: skill, difficulty, kind, prompt, and options or coding parts. */
export function QuestionFields({
  question,
  index,
  errors,
  onChange,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  errors: Record<string, string>;
  onChange: (changes: Partial<DraftQuestion>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const error = (field: string) => errors[`questions.${index}.${field}`];
  const problem = (field: string) =>
    error(field) ? (
      <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
        {error(field)}
      </p>
    ) : null;
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4" data-testid="editor-question">
      <legend className="px-1 font-semibold text-fg">Question {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm text-fg">
          Skill
          <input
            className={INPUT}
            value={question.skill}
            onChange={(e) => onChange({ skill: e.target.value })}
          />
        </label>
        <label className="text-sm text-fg">
          Difficulty (−4 easy to 4 hard)
          <input
            className={INPUT}
            type="number"
            step="0.1"
            min={-4}
            max={4}
            value={question.difficulty}
            onChange={(e) => onChange({ difficulty: Number(e.target.value) })}
          />
        </label>
        <label className="text-sm text-fg">
          Kind
          <select
            className={INPUT}
            value={question.kind}
            onChange={(e) => {
              const kind = e.target.value as DraftQuestion['kind'];
              onChange(kind === 'coding' ? { kind, language: question.language ?? 'python' } : { kind });
            }}
          >
            <option value="multiple_choice">Multiple choice</option>
            <option value="coding">Coding (judged by the runner)</option>
          </select>
        </label>
      </div>
      {problem('difficulty')}
      <label className="block text-sm text-fg">
        Prompt (Markdown: `code` and fenced blocks)
        <textarea
          className={AREA}
          rows={4}
          value={question.prompt}
          onChange={(e) => onChange({ prompt: e.target.value })}
        />
      </label>
      {problem('prompt')}
      {question.kind === 'multiple_choice' ? (
        <div className="space-y-2">
          <p className="text-sm text-fg">Options (choose the right one)</p>
          {question.options.map((option, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
            <div key={at} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-correct`}
                aria-label={`Option ${at + 1} is the right answer`}
                checked={option.correct}
                onChange={() =>
                  onChange({ options: question.options.map((item, i) => ({ ...item, correct: i === at })) })
                }
              />
              <input
                className={INPUT}
                aria-label={`Option ${at + 1}`}
                value={option.text}
                onChange={(e) =>
                  onChange({
                    options: question.options.map((item, i) =>
                      i === at ? { ...item, text: e.target.value } : item,
                    ),
                  })
                }
              />
              <button
                type="button"
                className="rounded px-2 text-sm text-muted hover:text-fg"
                onClick={() => onChange({ options: question.options.filter((_, i) => i !== at) })}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="text-sm text-brand underline"
            onClick={() => onChange({ options: [...question.options, { text: '', correct: false }] })}
          >
            Add option
          </button>
          {problem('options')}
        </div>
      ) : (
        <div className="space-y-3">
          <label className="block text-sm text-fg">
            Language
            <select
              className={INPUT}
              value={question.language ?? 'python'}
              onChange={(e) => onChange({ language: e.target.value as 'python' | 'javascript' })}
            >
              <option value="python">Python</option>
              <option value="javascript">JavaScript</option>
            </select>
          </label>
          <label className="block text-sm text-fg">
            Starter code
            <textarea
              className={AREA}
              rows={4}
              value={question.starter_code ?? ''}
              onChange={(e) => onChange({ starter_code: e.target.value })}
            />
          </label>
          <label className="block text-sm text-fg">
            Reference solution (never shown to learners)
            <textarea
              className={AREA}
              rows={4}
              value={question.solution ?? ''}
              onChange={(e) => onChange({ solution: e.target.value || null })}
            />
          </label>
          <p className="text-sm text-fg">
            Tests: the program reads the input and must print exactly the output.
          </p>
          {question.tests.map((test, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tests are edited in place by position
            <div key={at} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <label className="text-sm text-fg">
                Input {at + 1}
                <textarea
                  className={AREA}
                  rows={2}
                  value={test.stdin ?? ''}
                  onChange={(e) =>
                    onChange({
                      tests: question.tests.map((item, i) =>
                        i === at ? { ...item, stdin: e.target.value } : item,
                      ),
                    })
                  }
                />
              </label>
              <label className="text-sm text-fg">
                Expected output {at + 1}
                <textarea
                  className={AREA}
                  rows={2}
                  value={test.expected_output}
                  onChange={(e) =>
                    onChange({
                      tests: question.tests.map((item, i) =>
                        i === at ? { ...item, expected_output: e.target.value } : item,
                      ),
                    })
                  }
                />
              </label>
              <button
                type="button"
                className="self-end rounded px-2 text-sm text-muted hover:text-fg"
                onClick={() => onChange({ tests: question.tests.filter((_, i) => i !== at) })}
              >
                Remove test
              </button>
            </div>
          ))}
          <button
            type="button"
            className="text-sm text-brand underline"
            onClick={() => onChange({ tests: [...question.tests, { stdin: '', expected_output: '' }] })}
          >
            Add test
          </button>
          {problem('tests')}
          {problem('language')}
        </div>
      )}
      <button type="button" className="text-sm text-red-700 underline dark:text-red-300" onClick={onRemove}>
        Remove question
      </button>
    </fieldset>
  );
}
