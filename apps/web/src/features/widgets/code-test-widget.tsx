'use client';

import type { PublicCodeTestWidget, WidgetFile, WidgetPage } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import type { CodeTestResponse } from '@learnbox/contracts/runner';
import { QUIZ_MESSAGES } from '@learnbox/domain';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { CodeEditor } from '../code-execution/code-editor';
import { testOutcomes } from './code-test-results';

/**
 * A live test exercise: the learner edits the starter files and presses "Run tests"; the api runs
 * them against the author's test file (which never reaches the page) on the runner and this shows
 * how many tests passed and the first failure's description.
 */
export function CodeTestWidget({ widget, page }: { widget: PublicCodeTestWidget; page: WidgetPage }) {
  const [files, setFiles] = useState<WidgetFile[]>(widget.files);
  const [result, setResult] = useState<CodeTestResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setError(null);
    const reply = await api.call(apiRefs.code.testWidget, { body: { ...page, widget_id: widget.id, files } });
    if (reply.ok) setResult(reply.data);
    else setError(reply.errorText);
    setRunning(false);
  };
  const allPassed = result !== null && result.total_tests > 0 && result.passed_tests === result.total_tests;

  return (
    <section className="widget-frame p-5" data-widget="CodeTest" aria-label={widget.title ?? 'Live tests'}>
      {widget.title ? <p className="mb-3 font-semibold text-fg">{widget.title}</p> : null}
      <div className="grid gap-3">
        {files.map((file, index) => (
          <div key={file.name} className="overflow-hidden rounded-lg border border-line">
            <p className="border-b border-line bg-surface-2 px-3 py-1 font-mono text-xs text-muted">
              {file.name}
            </p>
            <CodeEditor
              value={file.content}
              language={widget.language}
              label={`Code: ${file.name}`}
              testId={`code-test-file-${index}`}
              onRun={() => void run()}
              onChange={(content) =>
                setFiles((previous) =>
                  previous.map((other, at) => (at === index ? { ...other, content } : other)),
                )
              }
            />
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="widget-button" disabled={running} onClick={() => void run()}>
          {running ? QUIZ_MESSAGES.RUNNING_TESTS : QUIZ_MESSAGES.RUN_TESTS}
        </button>
        {error ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {error}
          </p>
        ) : null}
        {result ? (
          <p
            role="status"
            data-testid="code-test-summary"
            className={
              allPassed
                ? 'text-sm font-semibold text-emerald-800 dark:text-emerald-300'
                : 'text-sm font-semibold text-red-800 dark:text-red-300'
            }
          >
            {result.total_tests === 0
              ? QUIZ_MESSAGES.NO_TESTS_RAN
              : allPassed
                ? QUIZ_MESSAGES.ALL_TESTS_PASSED
                : `${result.passed_tests} of ${result.total_tests} tests passed.`}
          </p>
        ) : null}
      </div>
      {result && testOutcomes(widget.language, result).length > 0 ? (
        <ul className="mt-3 grid gap-1 text-sm" data-testid="code-test-results">
          {testOutcomes(widget.language, result).map((outcome, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: test names may repeat across classes
              key={index}
              data-passed={outcome.passed}
              className="font-mono text-xs data-[passed=false]:text-red-800 data-[passed=true]:text-emerald-800 dark:data-[passed=false]:text-red-300 dark:data-[passed=true]:text-emerald-300"
            >
              {outcome.passed ? '✓' : '✗'} {outcome.name}
            </li>
          ))}
        </ul>
      ) : null}
      {result && !allPassed && result.failure_description ? (
        <pre
          data-testid="code-test-failure"
          className="mt-3 max-h-72 overflow-auto rounded-lg bg-surface-2 p-3 font-mono text-xs whitespace-pre-wrap text-fg"
        >
          {result.failure_description}
        </pre>
      ) : null}
    </section>
  );
}
