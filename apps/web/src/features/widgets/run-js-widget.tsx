'use client';

import type { RunJsWidget as RunJsData } from '@learnbox/contracts';
import { useEffect, useRef, useState } from 'react';
import { CodeTextarea } from './code-textarea';
import { type ConsoleLine, ConsoleOutput } from './console-output';
import { isSandboxMessage, runJsDocument } from './sandbox-document';

/** JavaScript run in the browser, in a sandboxed iframe, with its console output shown. */
export function RunJsWidget({ widget }: { widget: RunJsData }) {
  const [code, setCode] = useState(widget.code);
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [run, setRun] = useState<{ id: string; html: string } | null>(null);
  const runIdRef = useRef<string | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const runId = runIdRef.current;
      if (runId && isSandboxMessage(event.data, runId)) {
        const { level, text } = event.data;
        setLines((previous) => [...previous, { id: previous.length, level, text }]);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const start = () => {
    const id = `${widget.id}-${Date.now().toString(36)}`;
    runIdRef.current = id;
    setLines([]);
    setRun({ id, html: runJsDocument(code, id) });
  };

  return (
    <figure className="widget-frame" data-widget="RunJS" data-testid={`runjs-${widget.id}`}>
      <figcaption className="widget-bar">
        <span className="font-medium text-fg">{widget.title ?? 'JavaScript'}</span>
        <span className="text-xs text-muted">Runs in your browser</span>
        <span className="ml-auto flex gap-2">
          {code !== widget.code ? (
            <button type="button" className="widget-button-secondary" onClick={() => setCode(widget.code)}>
              Reset
            </button>
          ) : null}
          <button type="button" className="widget-button" data-testid="runjs-run" onClick={start}>
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
      {run ? (
        <iframe
          key={run.id}
          title="JavaScript sandbox"
          sandbox="allow-scripts"
          srcDoc={run.html}
          className="hidden"
          aria-hidden="true"
          tabIndex={-1}
        />
      ) : null}
    </figure>
  );
}
