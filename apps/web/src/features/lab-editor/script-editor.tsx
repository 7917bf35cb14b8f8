'use client';

import type { Extension } from '@codemirror/state';
import { useEffect, useRef, useState } from 'react';
import type { EditorHandle } from '../code-execution/codemirror-setup';

/** The grammars of a lab's texts: its Dockerfile and its shell scripts (jobs, test runners). */
export type ScriptLanguage = 'dockerfile' | 'bash';

async function grammarOf(language: ScriptLanguage): Promise<Extension> {
  const { StreamLanguage } = await import('@codemirror/language');
  return language === 'dockerfile'
    ? StreamLanguage.define((await import('@codemirror/legacy-modes/mode/dockerfile')).dockerFile)
    : StreamLanguage.define((await import('@codemirror/legacy-modes/mode/shell')).shell);
}

/**
 * A Dockerfile or script in the code widget's CodeMirror setup (code-execution/codemirror-setup),
 * loaded on the editor page only; a plain textarea stands in until it is live, or if it fails.
 * Ctrl/Cmd+S reaches the page's save handler (CodeMirror does not bind it).
 */
export function ScriptEditor({
  value,
  onChange,
  language,
  label,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  language: ScriptLanguage;
  label: string;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let handle: EditorHandle | null = null;
    Promise.all([import('../code-execution/codemirror-setup'), grammarOf(language)])
      .then(([{ createEditor }, grammar]) => {
        if (cancelled || !host.current) return;
        handle = createEditor({
          parent: host.current,
          doc: latest.current.value,
          language: grammar,
          label,
          onChange: (text) => latest.current.onChange(text),
          // Ctrl/Cmd+Enter means "run" in a code widget; here there is nothing to run.
          onRun: () => undefined,
        });
        editor.current = handle;
        setReady(true);
      })
      .catch((error: unknown) =>
        console.warn('The script editor could not load; a plain one is used.', error),
      );
    return () => {
      cancelled = true;
      handle?.destroy();
      editor.current = null;
      setReady(false);
    };
  }, [language, label]);

  // Text set from outside (an uploaded Dockerfile, a reload) replaces the editor's.
  useEffect(() => {
    if (ready && editor.current && editor.current.getDoc() !== value) editor.current.setDoc(value);
  }, [value, ready]);

  return (
    <div
      className="code-editor overflow-hidden rounded-xl border border-line"
      data-testid={testId}
      data-editor-ready={ready ? 'true' : 'false'}
    >
      <div ref={host} hidden={!ready} />
      {ready ? null : (
        <textarea
          aria-label={label}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          wrap="off"
          rows={Math.min(20, Math.max(3, value.split('\n').length))}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full resize-y bg-surface-2 px-4 py-3 font-mono text-sm leading-6 text-fg outline-none"
        />
      )}
    </div>
  );
}
