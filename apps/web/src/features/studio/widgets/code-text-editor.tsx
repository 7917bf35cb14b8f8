'use client';

import type { Extension } from '@codemirror/state';
import { useEffect, useRef, useState } from 'react';
import type { EditorHandle } from '../../code-execution/codemirror-setup';

async function grammarOf(language: string): Promise<Extension> {
  // Prose: no grammar is installed for Markdown, and long lines wrap instead of scrolling.
  if (language === 'markdown') return (await import('@codemirror/view')).EditorView.lineWrapping;
  const { languageSupport } = await import('../../code-execution/codemirror-languages');
  return languageSupport(language);
}

/**
 * Code or Markdown in CodeMirror, with the reader's editor setup; a plain textarea stands in until
 * it loads (or if it fails). Ctrl/⌘+S reaches the frame's save handler (CodeMirror does not bind it).
 */
export function CodeTextEditor({
  value,
  onChange,
  language,
  label,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  language: string;
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
    Promise.all([import('../../code-execution/codemirror-setup'), grammarOf(language)])
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
  }, [language, label]);

  // Text set from outside (a merge, a restore) replaces the editor's.
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
          rows={Math.min(16, Math.max(3, value.split('\n').length))}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full resize-y bg-surface-2 px-4 py-3 font-mono text-sm leading-6 text-fg outline-none"
        />
      )}
    </div>
  );
}
