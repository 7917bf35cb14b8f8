'use client';

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { EditorHandle } from './codemirror-setup';

/** Ctrl+Enter (Cmd+Enter on a Mac) runs, in the editor and in the stdin box alike. */
export function isRunShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

/**
 * CodeMirror starts loading as soon as this module runs in the browser (with the widget's own
 * chunk, before hydration), not on intent or idle: the editor is live right after hydration.
 */
const setupModule: Promise<typeof import('./codemirror-setup')> | null =
  typeof window === 'undefined' ? null : import('./codemirror-setup');
// A failed load is reported by the editor that waits for it (then a plain textarea is used).
setupModule?.catch(() => undefined);

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: string;
  label: string;
  onRun: () => void;
  /**
   * The code as highlighted lines (HTML, from the server's highlighter: highlight-lines.ts), for
   * the first paint; the caller leaves them out once the code was edited (plain lines are drawn).
   */
  lines?: readonly string[] | undefined;
  testId?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the server sends and the page paints before CodeMirror is live: CodeMirror's own DOM
 * shape and class names (widgets.css gives it the base theme's layout), with the same gutter,
 * line height, padding and token colours, so the swap neither moves nor recolours anything.
 */
function StaticEditor({ lines }: { lines: readonly string[] }) {
  return (
    <div className="cm-editor cm-static" data-static-editor="">
      <div className="cm-scroller">
        <div className="cm-gutters cm-gutters-before" aria-hidden="true">
          <div className="cm-gutter cm-lineNumbers">
            {lines.map((_, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: line numbers are their index
                key={index}
                className={index === 0 ? 'cm-gutterElement cm-activeLineGutter' : 'cm-gutterElement'}
              >
                {index + 1}
              </div>
            ))}
          </div>
        </div>
        <div className="cm-content">
          {lines.map((html, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity here
              key={index}
              className={index === 0 ? 'cm-line cm-activeLine' : 'cm-line'}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output of escaped source, or escaped text
              dangerouslySetInnerHTML={{ __html: html === '' ? '<br>' : html }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * A CodeMirror 6 editor from the first paint: the server renders the code in CodeMirror's shape
 * (StaticEditor), and CodeMirror, loaded eagerly, mounts over it right after hydration, taking
 * whatever the code is by then. If its chunk fails to load, a plain textarea takes over.
 */
export function CodeEditor({ value, onChange, language, label, onRun, lines, testId }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const latest = useRef({ value, onChange, onRun });
  latest.current = { value, onChange, onRun };
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const shown = lines ?? value.split('\n').map(escapeHtml);

  useEffect(() => {
    if (!setupModule) return;
    let cancelled = false;
    let handle: EditorHandle | null = null;
    // CodeMirror and the widget's grammar load side by side.
    const grammar = import('./codemirror-languages').then((module) => module.languageSupport(language));
    Promise.all([setupModule, grammar])
      .then(([{ createEditor }, extension]) => {
        if (cancelled || !host.current) return null;
        return createEditor({
          parent: host.current,
          doc: latest.current.value,
          language: extension,
          label,
          onChange: (text) => latest.current.onChange(text),
          onRun: () => latest.current.onRun(),
        });
      })
      .then((created) => {
        if (!created) return;
        if (cancelled) {
          created.destroy();
          return;
        }
        handle = created;
        editor.current = created;
        setReady(true);
      })
      .catch((error: unknown) => {
        console.warn('The code editor could not load; a plain one is used.', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      handle?.destroy();
      editor.current = null;
      setReady(false);
    };
  }, [language, label]);

  // Changes from outside the editor (Reset) replace its text; its own edits already match.
  useEffect(() => {
    if (ready && editor.current && editor.current.getDoc() !== value) editor.current.setDoc(value);
  }, [value, ready]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isRunShortcut(event)) return;
    event.preventDefault();
    onRun();
  };

  return (
    <div className="code-editor" data-testid={testId} data-editor-ready={ready ? 'true' : 'false'}>
      <div ref={host} hidden={!ready} />
      {ready ? null : failed ? (
        <textarea
          aria-label={label}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          wrap="off"
          rows={Math.min(24, Math.max(1, value.split('\n').length))}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="block w-full resize-y bg-surface-2 px-4 py-3 font-mono text-sm leading-6 text-fg outline-none"
        />
      ) : (
        <StaticEditor lines={shown} />
      )}
    </div>
  );
}
