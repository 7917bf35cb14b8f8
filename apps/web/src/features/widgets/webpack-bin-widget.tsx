'use client';

import type { WebpackBinWidget as WebpackBinData } from '@learnbox/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { CodeTextarea } from './code-textarea';
import { type ConsoleLine, ConsoleOutput } from './console-output';
import { previewDocument } from './sandbox-document';
import { SandboxFrame } from './sandbox-frame';
import { isSandboxMessage } from './sandbox-message';

/** The preview follows edits after this pause, so typing is not interrupted by reloads. */
const PREVIEW_DELAY_MS = 400;

/** A small HTML/CSS/JS project, edited file by file and previewed live in a sandboxed iframe. */
export function WebpackBinWidget({ widget }: { widget: WebpackBinData }) {
  const [files, setFiles] = useState(widget.files);
  const [active, setActive] = useState(0);
  const [preview, setPreview] = useState<{ id: string; html: string } | null>(null);
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const runIdRef = useRef<string | null>(null);
  const tabsId = useId();

  useEffect(() => {
    const timer = setTimeout(() => {
      const id = `${widget.id}-${Date.now().toString(36)}`;
      runIdRef.current = id;
      setLines([]);
      setPreview({ id, html: previewDocument(files, id) });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [files, widget.id]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const runId = runIdRef.current;
      if (runId && isSandboxMessage(event.data, runId) && event.data.type === 'console') {
        const { level, text } = event.data;
        setLines((previous) => [...previous, { id: previous.length, level, text }]);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const file = files[active] ?? files[0];
  return (
    <figure className="widget-frame" data-widget="WebpackBin" data-testid={`webpackbin-${widget.id}`}>
      <figcaption className="widget-bar">
        <span className="font-medium text-fg">{widget.title ?? 'Live preview'}</span>
        <span className="text-xs text-muted">Edit a file; the preview updates</span>
      </figcaption>
      <div className="grid lg:grid-cols-2">
        <div className="min-w-0 border-line lg:border-r">
          <div
            role="tablist"
            aria-label="Files"
            className="flex gap-1 overflow-x-auto border-b border-line px-2 pt-2"
          >
            {files.map((item, index) => (
              <button
                key={item.name}
                type="button"
                role="tab"
                id={`${tabsId}-${index}`}
                aria-selected={index === active}
                aria-controls={`${tabsId}-panel`}
                onClick={() => setActive(index)}
                className="rounded-t-lg px-3 py-1.5 font-mono text-xs text-muted aria-selected:bg-surface-2 aria-selected:text-fg focus-visible:outline-2 focus-visible:outline-brand"
              >
                {item.name}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${active}`}>
            {file ? (
              <CodeTextarea
                value={file.content}
                label={file.name}
                rows={16}
                onChange={(content) =>
                  setFiles((previous) =>
                    previous.map((item, index) => (index === active ? { ...item, content } : item)),
                  )
                }
              />
            ) : null}
          </div>
        </div>
        <div className="min-h-64 bg-white">
          {preview ? (
            <SandboxFrame
              key={preview.id}
              title={`${widget.title ?? 'Project'} preview`}
              html={preview.html}
              className="h-full min-h-64 w-full"
            />
          ) : null}
        </div>
      </div>
      <ConsoleOutput
        lines={lines}
        testId="webpackbin-output"
        idle="Messages from the preview's console appear here."
      />
    </figure>
  );
}
