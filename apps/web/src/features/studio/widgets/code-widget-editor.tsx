'use client';

import { CODE_LANGUAGES, type CodeWidget } from '@learnbox/contracts';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import { buttonClasses } from '../../layout/button-link';
import { optional, type WidgetEditorProps } from './editor-props';
import { CheckboxField, GroupError, SelectField, SmallButton, TextAreaField, TextField } from './fields';
import { FilesEditor } from './files-editor';
import { type CheckStatus, checkStatus, type SolutionCheck } from './solution-checks';

export type SolutionChecker = {
  check: SolutionCheck | undefined;
  running: boolean;
  error: string | null;
  run: () => void;
};

const STATUS_SENTENCE: Partial<Record<CheckStatus, string>> = {
  passed: STUDIO_MESSAGES.SOLUTION_PASSES,
  failed: STUDIO_MESSAGES.SOLUTION_FAILS,
  stale: STUDIO_MESSAGES.SOLUTION_CHANGED,
};

function CheckResults({ widget, checker }: { widget: CodeWidget; checker: SolutionChecker }) {
  const status = checkStatus(widget, checker.check);
  const sentence = STATUS_SENTENCE[status];
  return (
    <div className="space-y-2" data-testid="solution-check" data-status={status}>
      <button
        type="button"
        className={buttonClasses('secondary')}
        onClick={checker.run}
        disabled={checker.running || !widget.solution}
      >
        {checker.running ? 'Running the tests…' : 'Run tests against the solution'}
      </button>
      {checker.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {checker.error}
        </p>
      ) : null}
      {sentence ? (
        <p
          role="status"
          className={`text-sm ${status === 'passed' ? 'text-fg' : 'text-red-700 dark:text-red-300'}`}
        >
          {sentence}
        </p>
      ) : null}
      {checker.check ? (
        <ul className="space-y-1 text-sm" aria-label="Test results">
          {checker.check.reply.results.map((result, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: results are shown as the runner listed them
            <li key={index} data-passed={result.passed ? 'true' : 'false'}>
              <span className={result.passed ? 'text-fg' : 'text-red-700 dark:text-red-300'}>
                {result.passed ? '✓ Passed' : '✗ Failed'}
              </span>{' '}
              {result.name}
              {result.hidden ? ' (hidden)' : ''}
              {!result.passed && result.expected !== undefined ? (
                <span className="block font-mono text-xs text-muted">
                  expected {JSON.stringify(result.expected)}, got {JSON.stringify(result.actual ?? '')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A Code widget: language, starter files, the visible test (stdin and expected output), hidden
 * tests, the solution, and "Run tests against the solution" (runs the saved draft on the runner).
 */
export function CodeWidgetEditor({
  widget,
  onChange,
  errors,
  checker,
}: WidgetEditorProps<CodeWidget> & { checker: SolutionChecker }) {
  const tests = widget.hidden_tests ?? [];
  const setTests = (hidden_tests: NonNullable<CodeWidget['hidden_tests']>) =>
    onChange({ ...widget, hidden_tests: hidden_tests.length ? hidden_tests : undefined });
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Language"
          value={widget.language}
          options={CODE_LANGUAGES}
          onChange={(language) => onChange({ ...widget, language })}
          error={errors.language}
        />
        <TextField
          label="Title"
          value={widget.title ?? ''}
          onChange={(title) => onChange({ ...widget, title: optional(title) })}
          error={errors.title}
        />
      </div>
      <FilesEditor
        label="Starter code"
        files={widget.files}
        onChange={(files) => onChange({ ...widget, files })}
        language={widget.language}
        errors={errors}
        path="files"
        max={16}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextAreaField
          label="Visible test: input (stdin)"
          value={widget.stdin ?? ''}
          onChange={(stdin) => onChange({ ...widget, stdin: optional(stdin) })}
          mono
        />
        <TextAreaField
          label="Visible test: expected output"
          value={widget.expected_output ?? ''}
          onChange={(expected_output) => onChange({ ...widget, expected_output: optional(expected_output) })}
          mono
        />
      </div>
      <fieldset className="space-y-3 rounded-xl border border-line p-3">
        <legend className="px-1 text-sm font-semibold text-fg">Hidden tests</legend>
        <GroupError error={errors.hidden_tests} />
        {tests.map((test, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tests are edited in place
          <div key={index} className="grid gap-2 sm:grid-cols-3">
            <TextField
              label={`Hidden test ${index + 1}: name`}
              value={test.name ?? ''}
              onChange={(name) =>
                setTests(tests.map((t, at) => (at === index ? { ...t, name: optional(name) } : t)))
              }
            />
            <TextAreaField
              label={`Hidden test ${index + 1}: input`}
              value={test.stdin ?? ''}
              onChange={(stdin) =>
                setTests(tests.map((t, at) => (at === index ? { ...t, stdin: optional(stdin) } : t)))
              }
              mono
              rows={2}
            />
            <TextAreaField
              label={`Hidden test ${index + 1}: expected output`}
              value={test.expected_output}
              onChange={(expected_output) =>
                setTests(tests.map((t, at) => (at === index ? { ...t, expected_output } : t)))
              }
              error={errors[`hidden_tests.${index}.expected_output`]}
              mono
              rows={2}
            />
            <div className="sm:col-span-3">
              <SmallButton onClick={() => setTests(tests.filter((_, at) => at !== index))}>
                Remove hidden test {index + 1}
              </SmallButton>
            </div>
          </div>
        ))}
        <SmallButton
          onClick={() => setTests([...tests, { expected_output: '' }])}
          disabled={tests.length >= 50}
          testId="add-hidden-test"
        >
          Add hidden test
        </SmallButton>
      </fieldset>
      <CheckboxField
        label="This exercise has a solution"
        checked={widget.solution !== undefined}
        onChange={(has) =>
          onChange({ ...widget, solution: has ? widget.files.map((file) => ({ ...file })) : undefined })
        }
      />
      {widget.solution ? (
        <FilesEditor
          label="Solution"
          files={widget.solution}
          onChange={(solution) => onChange({ ...widget, solution })}
          language={widget.language}
          errors={errors}
          path="solution"
          max={16}
        />
      ) : null}
      <CheckResults widget={widget} checker={checker} />
    </div>
  );
}
