'use client';

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { EditorHandle } from './codemirror-setup';

/** Ctrl+Enter (Cmd+Enter on a Mac) runs, in the editor and in the stdin box alike. */
export function isRunShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: string;
  label: string;
  onRun: () => void;
  testId?: string;
}

/** How long after the load event the page is left to settle before CodeMirror loads unasked. */
const SETTLE_AFTER_LOAD_MS = 3000;

/**
 * Resolves once the page has loaded, settled (its hydration, prefetches and first reading time)
 * and the browser is idle, so CodeMirror (a ~90 KB gzipped chunk, a few hundred milliseconds of
 * script on a slow phone) never competes with the lesson's own loading. Shared by every editor.
 */
let settledAfterLoad: Promise<void> | null = null;
function whenSettledAfterLoad(): Promise<void> {
  settledAfterLoad ??= new Promise<void>((resolve) => {
    const idle = () =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else resolve();
      }, SETTLE_AFTER_LOAD_MS);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return settledAfterLoad;
}

/** One idle slot at a time: each editor is built in its own task, not all in one long one. */
const nextIdleSlot = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
let editorQueue: Promise<unknown> = Promise.resolve();

/**
 * A CodeMirror 6 editor, lazy-loaded: the page first shows (and server-renders) a plain textarea
 * with the code, which already edits and runs; CodeMirror loads on intent (pointer, focus or touch
 * on the code) or once the page has loaded and settled (whenSettledAfterLoad), and takes over
 * from whatever the textarea holds by then. If the chunk fails to load, the textarea stays.
 */
export function CodeEditor({ value, onChange, language, label, onRun, testId }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const plain = useRef<HTMLTextAreaElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const latest = useRef({ value, onChange, onRun });
  latest.current = { value, onChange, onRun };
  const [ready, setReady] = useState(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

  useEffect(() => {
    let cancelled = false;
    void whenSettledAfterLoad().then(() => {
      if (!cancelled) setWanted(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let handle: EditorHandle | null = null;
    const build = async (): Promise<EditorHandle | null> => {
      const { createEditor } = await import('./codemirror-setup');
      await nextIdleSlot();
      if (cancelled || !host.current) return null;
      return createEditor({
        parent: host.current,
        doc: latest.current.value,
        language,
        label,
        onChange: (text) => latest.current.onChange(text),
        onRun: () => latest.current.onRun(),
      });
    };
    const queued = editorQueue.then(build);
    editorQueue = queued.catch(() => null);
    queued
      .then((created) => {
        if (!created) return;
        if (cancelled) {
          created.destroy();
          return;
        }
        handle = created;
        editor.current = created;
        // Whoever was typing in the plain textarea keeps typing, now in CodeMirror.
        const hadFocus = document.activeElement === plain.current;
        setReady(true);
        if (hadFocus) requestAnimationFrame(() => created.focus());
      })
      .catch((error: unknown) => console.warn('The code editor could not load; a plain one is used.', error));
    return () => {
      cancelled = true;
      handle?.destroy();
      editor.current = null;
      setReady(false);
    };
  }, [wanted, language, label]);

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
    <div data-testid={testId} data-editor-ready={ready ? 'true' : 'false'}>
      <div ref={host} hidden={!ready} />
      {ready ? null : (
        <textarea
          ref={plain}
          aria-label={label}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          wrap="off"
          // As tall as CodeMirror will be (one 1.5rem line each, 0.75rem padding), so the swap
          // does not shift the page.
          rows={Math.min(24, Math.max(1, value.split('\n').length))}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          // Intent to edit loads CodeMirror at once.
          onPointerEnter={wanted ? undefined : want}
          onTouchStart={wanted ? undefined : want}
          onFocus={wanted ? undefined : want}
          className="block w-full resize-y bg-surface-2 px-4 py-3 font-mono text-sm leading-6 text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
        />
      )}
    </div>
  );
}
