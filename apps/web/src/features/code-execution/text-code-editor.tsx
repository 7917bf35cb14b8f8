'use client';

import type { Extension } from '@codemirror/state';
import { useEffect, useRef, useState } from 'react';
import type { EditorHandle } from './codemirror-setup';

/**
 * Text in the code widget's CodeMirror setup (codemirror-setup), loaded on demand; a plain
 * textarea stands in until it is live, or if it fails. The editors of the studio and of labs
 * use it with their own grammars. Ctrl/⌘+S reaches the page's save handler (CodeMirror does
 * not bind it), and Ctrl/⌘+Enter, "run" in a code widget, does nothing here.
 */
export function TextCodeEditor({
  value,
  onChange,
  label,
  testId,
  grammarKey,
  loadGrammar,
  wrapLines,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId?: string;
  /** Names the grammar: the editor is made again when it changes. */
  grammarKey: string;
  loadGrammar: () => Promise<Extension>;
  /** Prose wraps its lines; code scrolls. */
  wrapLines: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const latest = useRef({ value, onChange, loadGrammar });
  latest.current = { value, onChange, loadGrammar };
  const [ready, setReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the grammar's name decides when the editor is made again (its loader is read through `latest`)
  useEffect(() => {
    let cancelled = false;
    let handle: EditorHandle | null = null;
    Promise.all([import('./codemirror-setup'), latest.current.loadGrammar()])
      .then(([{ createEditor }, grammar]) => {
        if (cancelled || !host.current) return;
        handle = createEditor({
          parent: host.current,
          doc: latest.current.value,
          language: grammar,
          label,
          onChange: (text) => latest.current.onChange(text),
          onRun: () => undefined,
        });
        editor.current = handle;
        setReady(true);
      })
      .catch((error: unknown) => console.warn('The code editor could not load; a plain one is used.', error));
    return () => {
      cancelled = true;
      handle?.destroy();
      editor.current = null;
      setReady(false);
    };
  }, [grammarKey, label]);

  // Text set from outside (a merge, a restore, an uploaded file) replaces the editor's.
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
          wrap={wrapLines ? 'soft' : 'off'}
          rows={Math.min(wrapLines ? 16 : 20, Math.max(3, value.split('\n').length))}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full resize-y bg-surface-2 px-4 py-3 font-mono text-sm leading-6 text-fg outline-none"
        />
      )}
    </div>
  );
}
