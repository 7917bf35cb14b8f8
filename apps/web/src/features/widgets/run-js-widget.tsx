'use client';

import type { RunJsWidget as RunJsData } from '@learnbox/contracts';
import { useCallback, useRef, useState } from 'react';
import { CodeTextarea } from './code-textarea';
import { ConsoleOutput } from './console-output';
import { SandboxFrame } from './sandbox-frame';
import { useRunJs } from './use-run-js';

/**
 * JavaScript run in the browser: in a worker started by a sandboxed iframe, so the page stays
 * responsive and a run can be stopped or time out. Its console output is shown below.
 */
export function RunJsWidget({ widget }: { widget: RunJsData }) {
  const [code, setCode] = useState(widget.code);
  const { lines, frame, running, start, stop } = useRunJs(widget.id);
  const runButtonRef = useRef<HTMLButtonElement>(null);

  // Stop disappears when the run ends; if it had focus, focus goes to Run, not to the page's top.
  const stopButtonRef = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    return () => {
      if (node === document.activeElement) queueMicrotask(() => runButtonRef.current?.focus());
    };
  }, []);

  return (
    <figure className="widget-frame" data-widget="RunJS" data-testid={`runjs-${widget.id}`}>
      <figcaption className="widget-bar">
        <span className="font-medium text-fg">{widget.title ?? 'JavaScript'}</span>
        <span className="text-xs text-muted" data-testid="runjs-state">
          {running ? 'Running…' : 'Runs in your browser'}
        </span>
        <span className="ml-auto flex gap-2">
          {code !== widget.code ? (
            <button type="button" className="widget-button-secondary" onClick={() => setCode(widget.code)}>
              Reset
            </button>
          ) : null}
          {running ? (
            <button
              ref={stopButtonRef}
              type="button"
              className="widget-button-secondary"
              data-testid="runjs-stop"
              onClick={stop}
            >
              Stop
            </button>
          ) : null}
          <button
            ref={runButtonRef}
            type="button"
            className="widget-button"
            data-testid="runjs-run"
            onClick={() => start(code)}
          >
            Run
          </button>
        </span>
      </figcaption>
      <CodeTextarea
        value={code}
        onChange={setCode}
        label={`${widget.title ?? 'JavaScript'} code`}
        testId="runjs-code"
      />
      <ConsoleOutput lines={lines} testId="runjs-output" idle="Press Run to see the output." />
      {frame ? (
        <SandboxFrame
          key={frame.id}
          title="JavaScript sandbox"
          html={frame.html}
          className="hidden"
          aria-hidden="true"
          tabIndex={-1}
        />
      ) : null}
    </figure>
  );
}
