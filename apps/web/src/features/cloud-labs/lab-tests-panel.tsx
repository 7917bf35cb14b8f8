'use client';

import { haveAllTestsPassed, LAB_PAGE_MESSAGES, testsPassedMessage } from '@learnbox/domain';
import type { TestsProgress } from './lab-calls';

/** The tests panel: a run button and, per test, whether it passed (spec section 3 live test result). */
export function LabTestsPanel({
  progress,
  canRun,
  onRun,
}: {
  progress: TestsProgress | null;
  canRun: boolean;
  onRun: () => void;
}) {
  const running = progress?.state === 'running';
  return (
    <section aria-labelledby="lab-tests-title" className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="lab-tests-title" className="text-lg font-semibold text-fg">
          {LAB_PAGE_MESSAGES.TESTS}
        </h2>
        <button
          type="button"
          onClick={onRun}
          disabled={!canRun || running}
          className="rounded-full bg-brand px-4 py-1.5 font-semibold text-white disabled:opacity-50"
        >
          {running ? LAB_PAGE_MESSAGES.RUNNING_TESTS : LAB_PAGE_MESSAGES.RUN_TESTS}
        </button>
      </div>
      {progress?.state === 'failed' ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
          {progress.message}
        </p>
      ) : null}
      {progress?.state === 'done' ? (
        <div className="mt-3" data-testid="lab-test-results">
          <p className="font-semibold text-fg">
            {haveAllTestsPassed(progress.results) ? `${LAB_PAGE_MESSAGES.ALL_TESTS_PASSED} ` : ''}
            {testsPassedMessage(progress.results.passed_tests, progress.results.total_tests)}
          </p>
          {progress.results.failure_description ? (
            <p className="mt-1 text-muted">{progress.results.failure_description}</p>
          ) : null}
          <ul className="mt-2 space-y-1">
            {progress.results.tests.map((test) => (
              <li
                key={test.name}
                className={
                  test.passed ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300'
                }
              >
                {test.passed ? '✓' : '✗'} {test.name}
                {test.message ? <span className="text-muted"> — {test.message}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
