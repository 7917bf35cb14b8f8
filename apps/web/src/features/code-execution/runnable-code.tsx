'use client';

import type { WidgetFile, WidgetPage } from '@learnbox/contracts';
import type { RunnerLanguage } from '@learnbox/contracts/runner';
import { COACH_PANEL_TEXT } from '@learnbox/domain';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { CoachRunFailure } from '../coach/coach-panel';
import { useCapabilities } from '../feature-flags/feature-flags-provider';
import { CodeEditor, isRunShortcut } from './code-editor';
import { RunOutput } from './run-output';
import { type RunState, useCodeRun } from './use-code-run';

// The coach's panel (and its client) loads when a learner opens it, not with the lesson.
const CoachPanel = lazy(() => import('../coach/coach-panel'));

/** The failed run "Explain this error" is about, or null when the last run did not fail. */
function runFailure(state: RunState): CoachRunFailure | null {
  if (state.phase !== 'done' || state.outcome.kind !== 'result') return null;
  if (state.kind === 'execute') {
    const { result } = state.outcome;
    if (result.status === 'ok' && !result.stderr) return null;
    return { stderr: result.stderr, compile_output: result.compileOutput, signal: result.signal };
  }
  const { result } = state.outcome;
  if (result.status === 'compile_error')
    return { stderr: '', compile_output: result.compileOutput, signal: null };
  const crashed = result.cases.find((item) => !item.hidden && item.verdict === 'runtime_error');
  return crashed ? { stderr: crashed.stderr ?? '', compile_output: null, signal: crashed.signal } : null;
}

/** A program an author wrote, as a widget hands it over. */
export interface RunnableProgram {
  /** The widget's id (and tab), for test ids and the interaction log. */
  id: string;
  compType: 'Code' | 'TabbedCode';
  language: RunnerLanguage;
  files: WidgetFile[];
  /** Each file's lines highlighted on the server, for the editor's first paint (highlight-lines.ts). */
  highlightedLines?: (readonly string[])[] | undefined;
  mainFile?: string | undefined;
  stdin?: string | undefined;
  expectedOutput?: string | undefined;
  /**
   * A Code widget's hidden tests: only their count reaches the browser, and Check sends the files
   * to the api with the page the widget is on; the api judges them against the tests it holds.
   */
  hiddenTests?: { count: number; page: WidgetPage } | undefined;
}

/**
 * An editable, runnable program: CodeMirror editor (file tabs when there are several), Run with
 * Ctrl/Cmd+Enter, Cancel, stdin, Reset to the author's code, Check against the tests, and the output.
 */
export function RunnableCode({ program, title }: { program: RunnableProgram; title?: ReactNode }) {
  const [files, setFiles] = useState(program.files);
  const [active, setActive] = useState(0);
  const [stdin, setStdin] = useState(program.stdin ?? '');
  const { state, start, judgeWidget, cancel, clear } = useCodeRun(program.id, program.compType);
  const stdinId = useId();
  const running = state.phase === 'running';
  const changed = files.some((file, index) => file.content !== program.files[index]?.content);
  const hiddenTests = program.hiddenTests && program.hiddenTests.count > 0 ? program.hiddenTests : null;
  const hasTests = hiddenTests !== null;
  const [coach, setCoach] = useState<{ mode: 'hint' | 'explain'; opened: number } | null>(null);
  // The coach helps with a lesson's exercises; shots and drafts have no lesson to cite.
  const coachOn = useCapabilities().aiCoach;
  const coachLessonId = coachOn ? hiddenTests?.page.lesson_id : undefined;
  const failure = coachLessonId && program.expectedOutput !== undefined ? runFailure(state) : null;
  const source = {
    language: program.language,
    files: files.map(({ name, content }) => ({ name, content })),
    ...(program.mainFile ? { mainFile: program.mainFile } : {}),
  };

  const run = () => {
    if (!running) void start('execute', { ...source, stdin });
  };
  const check = () => {
    if (!running && hiddenTests)
      void judgeWidget({ ...hiddenTests.page, widget_id: program.id, files: source.files });
  };
  const reset = () => {
    clear();
    setFiles(program.files);
    setStdin(program.stdin ?? '');
  };
  const edit = (content: string) =>
    setFiles((previous) => previous.map((file, index) => (index === active ? { ...file, content } : file)));
  const onStdinKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isRunShortcut(event)) return;
    event.preventDefault();
    run();
  };
  const activeIndex = files[active] ? active : 0;
  const activeFile = files[activeIndex];

  return (
    <div data-testid={`runnable-${program.id}`} data-language={program.language}>
      <div className="widget-bar">
        {title}
        <span className="ml-auto flex flex-wrap items-center gap-2">
          {changed ? (
            <button
              type="button"
              className="widget-button-secondary"
              onClick={reset}
              data-testid="code-reset"
            >
              Reset
            </button>
          ) : null}
          {failure ? (
            <button
              type="button"
              className="widget-button-secondary"
              onClick={() => setCoach({ mode: 'explain', opened: Date.now() })}
              data-testid="coach-explain"
            >
              {COACH_PANEL_TEXT.EXPLAIN}
            </button>
          ) : null}
          {coachLessonId ? (
            <button
              type="button"
              className="widget-button-secondary"
              onClick={() => setCoach({ mode: 'hint', opened: Date.now() })}
              data-testid="coach-ask"
            >
              {COACH_PANEL_TEXT.ASK}
            </button>
          ) : null}
          {hasTests ? (
            <button
              type="button"
              className="widget-button-secondary"
              onClick={check}
              disabled={running}
              data-testid="code-check"
            >
              Check
            </button>
          ) : null}
          {running ? (
            <button
              type="button"
              className="widget-button-secondary"
              onClick={cancel}
              data-testid="code-cancel"
            >
              Cancel
            </button>
          ) : (
            <button
              type="button"
              className="widget-button"
              onClick={run}
              aria-keyshortcuts="Control+Enter Meta+Enter"
              title="Run (Ctrl+Enter)"
              data-testid="code-run"
            >
              Run
            </button>
          )}
        </span>
      </div>
      {files.length > 1 ? (
        <div
          role="tablist"
          aria-label="Files"
          className="flex gap-1 overflow-x-auto border-b border-line px-2 pt-2"
        >
          {files.map((file, index) => (
            <button
              key={file.name}
              type="button"
              role="tab"
              aria-selected={index === active}
              onClick={() => setActive(index)}
              className="rounded-t-lg px-3 py-1.5 font-mono text-xs text-muted aria-selected:bg-surface-2 aria-selected:text-fg focus-visible:outline-2 focus-visible:outline-brand"
            >
              {file.name}
            </button>
          ))}
        </div>
      ) : null}
      {activeFile ? (
        <CodeEditor
          key={activeFile.name}
          value={activeFile.content}
          onChange={edit}
          language={program.language}
          label={`Code: ${activeFile.name}`}
          onRun={run}
          // The server highlighted the author's code; edited code (a file tab shown again) is drawn plain.
          lines={
            activeFile.content === program.files[activeIndex]?.content
              ? program.highlightedLines?.[activeIndex]
              : undefined
          }
          testId="code-editor"
        />
      ) : null}
      <details className="border-t border-line px-4 py-2 text-sm" open={Boolean(program.stdin)}>
        <summary className="cursor-pointer text-xs font-semibold text-muted">Input (stdin)</summary>
        <label htmlFor={stdinId} className="sr-only">
          Input given to the program
        </label>
        <textarea
          id={stdinId}
          value={stdin}
          onChange={(event) => setStdin(event.target.value)}
          onKeyDown={onStdinKeyDown}
          rows={Math.min(8, Math.max(2, stdin.split('\n').length))}
          spellCheck={false}
          data-testid="code-stdin"
          className="mt-2 block w-full resize-y rounded-md border border-line bg-surface px-3 py-2 font-mono text-xs text-fg focus-visible:outline-2 focus-visible:outline-brand"
        />
      </details>
      {program.expectedOutput !== undefined ? (
        <details className="border-t border-line px-4 py-2 text-sm" data-testid="expected-output">
          <summary className="cursor-pointer text-xs font-semibold text-muted">Expected output</summary>
          <pre className="mt-2 font-mono text-sm whitespace-pre-wrap text-fg">{program.expectedOutput}</pre>
        </details>
      ) : null}
      {coach && coachLessonId ? (
        <Suspense fallback={null}>
          <CoachPanel
            key={coach.opened}
            mode={coach.mode}
            lessonId={coachLessonId}
            widgetId={program.id}
            files={source.files}
            failure={coach.mode === 'explain' ? failure : null}
            onClose={() => setCoach(null)}
          />
        </Suspense>
      ) : null}
      <RunOutput
        state={state}
        idle={
          hasTests
            ? 'Press Run (Ctrl+Enter) to see the output, or Check to test your code.'
            : 'Press Run (Ctrl+Enter) to see the output.'
        }
      />
    </div>
  );
}
