import type { ExecuteResponse, JudgeCaseResult, JudgeResponse, RunStatus } from '@learnbox/contracts/runner';
import type { ReactNode } from 'react';
import type { RunState } from './use-code-run';

const STATUS_LABELS: Record<RunStatus, string> = {
  ok: 'Finished',
  compile_error: 'Compile error',
  runtime_error: 'Runtime error',
  time_limit: 'Time limit exceeded',
  memory_limit: 'Memory limit exceeded',
  output_limit: 'Output limit exceeded',
};

const VERDICT_LABELS: Record<JudgeCaseResult['verdict'], string> = {
  passed: 'Passed',
  wrong_answer: 'Wrong answer',
  runtime_error: 'Runtime error',
  time_limit: 'Time limit exceeded',
  memory_limit: 'Memory limit exceeded',
  output_limit: 'Output limit exceeded',
  skipped: 'Not run',
};

export const TRUNCATED_NOTICE = 'The output was cut off at the size limit; the beginning is shown.';

function Stream({
  label,
  text,
  tone,
  testId,
}: {
  label: string;
  text: string;
  tone?: 'error';
  testId: string;
}) {
  return (
    <div className="px-4 pt-2">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
      <pre
        data-testid={testId}
        className={`max-h-72 overflow-auto pt-1 pb-1 font-mono text-sm leading-6 whitespace-pre-wrap ${
          tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-fg'
        }`}
      >
        {text}
      </pre>
    </div>
  );
}

function ExecuteResult({ result }: { result: ExecuteResponse }) {
  const facts = [
    result.exitCode !== null ? `exit code ${result.exitCode}` : null,
    result.signal ? `signal ${result.signal}` : null,
    `${Math.round(result.wallTimeMs)} ms`,
  ].filter(Boolean);
  return (
    <>
      <p className="px-4 pt-2 text-sm" data-testid="code-status" data-status={result.status}>
        <span
          className={
            result.status === 'ok' ? 'font-semibold text-fg' : 'font-semibold text-red-700 dark:text-red-300'
          }
        >
          {STATUS_LABELS[result.status]}
        </span>
        <span className="text-muted"> · {facts.join(' · ')}</span>
      </p>
      {result.compileOutput ? (
        <Stream label="Compiler" text={result.compileOutput} tone="error" testId="code-compile-output" />
      ) : null}
      {result.stdout || result.status === 'ok' ? (
        <Stream label="Output" text={result.stdout || '(no output)'} testId="code-stdout" />
      ) : null}
      {result.stderr ? (
        <Stream label="Errors" text={result.stderr} tone="error" testId="code-stderr" />
      ) : null}
      {result.truncated ? (
        <p className="px-4 pt-1 text-sm text-amber-800 dark:text-amber-200" data-testid="code-truncated">
          {TRUNCATED_NOTICE}
        </p>
      ) : null}
    </>
  );
}

function JudgeCase({ item, position }: { item: JudgeCaseResult; position: number }) {
  const passed = item.verdict === 'passed';
  const name = item.hidden ? 'Hidden test' : (item.name ?? `Test ${position}`);
  return (
    <li data-testid="judge-case" data-verdict={item.verdict} data-hidden={item.hidden} className="py-2">
      <p className="text-sm">
        <span
          aria-hidden="true"
          className={passed ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300'}
        >
          {passed ? '✓ ' : '✗ '}
        </span>
        <span className="font-medium text-fg">{name}</span>
        <span className="text-muted">: {VERDICT_LABELS[item.verdict]}</span>
      </p>
      {/* Hidden tests say pass or fail only (the runner sends nothing more for them). */}
      {!item.hidden && !passed && item.verdict !== 'skipped' ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 font-mono text-xs">
          {item.stdin ? (
            <>
              <dt className="text-muted">Input</dt>
              <dd className="whitespace-pre-wrap">{item.stdin}</dd>
            </>
          ) : null}
          <dt className="text-muted">Expected</dt>
          <dd className="whitespace-pre-wrap">{item.expectedOutput ?? ''}</dd>
          <dt className="text-muted">Got</dt>
          <dd className="whitespace-pre-wrap">{item.stdout ?? ''}</dd>
          {item.stderr ? (
            <>
              <dt className="text-muted">Errors</dt>
              <dd className="whitespace-pre-wrap text-red-700 dark:text-red-300">{item.stderr}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}

export function JudgeResult({ result }: { result: JudgeResponse }) {
  const { passed, total } = result.summary;
  const headline =
    result.status === 'compile_error'
      ? 'Compile error: no test ran.'
      : result.status === 'accepted'
        ? `All ${total} tests passed.`
        : `${passed} of ${total} tests passed.`;
  return (
    <div className="px-4 pt-2" data-testid="judge-results" data-status={result.status}>
      <p className="text-sm font-semibold text-fg" data-testid="judge-summary">
        {headline}
      </p>
      {result.compileOutput && result.status === 'compile_error' ? (
        <pre className="mt-1 max-h-60 overflow-auto font-mono text-xs whitespace-pre-wrap text-red-700 dark:text-red-300">
          {result.compileOutput}
        </pre>
      ) : null}
      <ol className="divide-y divide-line">
        {result.cases.map((item) => (
          <JudgeCase key={item.index} item={item} position={item.index + 1} />
        ))}
      </ol>
    </div>
  );
}

/** Under the editor: what the last run printed, its status and time, or the judge's verdicts. */
export function RunOutput({ state, idle }: { state: RunState; idle: ReactNode }) {
  let body: ReactNode;
  if (state.phase === 'idle') body = <p className="px-4 pt-2 text-sm text-muted">{idle}</p>;
  else if (state.phase === 'running')
    body = (
      <p className="px-4 pt-2 text-sm text-muted">{state.kind === 'judge' ? 'Checking…' : 'Running…'}</p>
    );
  else if (state.outcome.kind === 'cancelled')
    body = (
      <p className="px-4 pt-2 text-sm text-muted" data-testid="code-cancelled">
        {state.outcome.message}
      </p>
    );
  else if (state.outcome.kind === 'error')
    body = (
      <p role="alert" className="px-4 pt-2 text-sm text-red-700 dark:text-red-300" data-testid="code-error">
        {state.outcome.message}
      </p>
    );
  else if (state.kind === 'judge' && state.outcome.kind === 'result')
    body = <JudgeResult result={state.outcome.result} />;
  else if (state.kind === 'execute' && state.outcome.kind === 'result')
    body = <ExecuteResult result={state.outcome.result} />;
  return (
    <div
      className="border-t border-line bg-surface-2 pb-3"
      aria-live="polite"
      aria-busy={state.phase === 'running'}
      data-testid="code-output"
      data-phase={state.phase}
    >
      {body}
    </div>
  );
}
