'use client';

import type { Highlight, HighlightAnchor } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { HIGHLIGHT_LABELS, HIGHLIGHTS_TEXT } from '@learnbox/domain';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api-client/api-client';
import { anchorOfSelection, applyMarks, MARK_SELECTOR } from './mark-dom';
import { NoteEditor } from './note-editor';
import './highlights.css';

type Pending = { anchor: HighlightAnchor; top: number; left: number };
type Editing = { highlight: Highlight } | { anchor: HighlightAnchor };

/**
 * The lesson's widgets with the learner's highlights on them: selecting text in a Markdown widget
 * offers "Highlight" and "Add note"; saved highlights are <mark>s (placed after mount, from the
 * api's anchors); clicking one opens its note. Visitors read the lesson as it is.
 */
export function HighlightLayer({
  lessonId,
  contentRevision,
  enabled,
  children,
}: {
  lessonId: string;
  contentRevision: number;
  enabled: boolean;
  children: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [highlights, setHighlights] = useState<Highlight[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const scrolled = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void api.call(apiRefs.notes.forLesson, { params: { lessonId } }).then((reply) => {
      if (!live) return;
      if (reply.ok) setHighlights(reply.data.items);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [enabled, lessonId]);

  // Marks go on after hydration and again whenever the list changes.
  useEffect(() => {
    if (!container.current || !enabled) return;
    applyMarks(container.current, highlights);
    const target = window.location.hash.match(/^#highlight-(.+)$/)?.[1];
    if (!scrolled.current && target) {
      const mark = document.getElementById(`highlight-${target}`);
      if (mark) {
        scrolled.current = true;
        mark.scrollIntoView({ block: 'center' });
        mark.focus({ preventScroll: true });
      }
    }
  }, [enabled, highlights]);

  const readSelection = useCallback(() => {
    // The selection settles after the event: read it on the next frame.
    requestAnimationFrame(() => {
      const found = anchorOfSelection(window.getSelection());
      if (!found) return setPending(null);
      setPending({
        anchor: found.anchor,
        top: Math.max(8, found.rect.top - 48),
        left: found.rect.left + found.rect.width / 2,
      });
    });
  }, []);

  // Keyboard and touch selections end without a mouseup: follow the selection itself too,
  // once it has settled.
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(readSelection, 300);
    };
    document.addEventListener('selectionchange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', onChange);
    };
  }, [enabled, readSelection]);

  const save = async (anchor: HighlightAnchor, note = '', colour = 'yellow') => {
    const reply = await api.call(apiRefs.notes.create, {
      body: { lesson_id: lessonId, content_revision: contentRevision, anchor, note, colour },
    });
    if (!reply.ok) return setError(reply.errorText || HIGHLIGHTS_TEXT.SAVE_FAILED);
    setError(null);
    setHighlights((items) => [...items, reply.data]);
    setPending(null);
    setEditing(null);
    window.getSelection()?.removeAllRanges();
  };

  const update = async (highlight: Highlight, note: string, colour: string) => {
    const reply = await api.call(apiRefs.notes.update, {
      params: { highlightId: highlight.id },
      body: { note, colour },
    });
    if (!reply.ok) return setError(reply.errorText);
    setError(null);
    setHighlights((items) => items.map((item) => (item.id === highlight.id ? reply.data : item)));
    setEditing(null);
  };

  const remove = async (highlight: Highlight) => {
    const reply = await api.call(apiRefs.notes.remove, { params: { highlightId: highlight.id } });
    if (!reply.ok) return setError(reply.errorText);
    setHighlights((items) => items.filter((item) => item.id !== highlight.id));
    setEditing(null);
  };

  const openMark = (target: EventTarget | null) => {
    const mark = target instanceof Element ? target.closest(MARK_SELECTOR) : null;
    const highlight = highlights.find((item) => item.id === mark?.getAttribute('data-highlight-id'));
    if (!highlight) return false;
    setError(null);
    setPending(null);
    setEditing({ highlight });
    return true;
  };

  if (!enabled) return <>{children}</>;
  return (
    // Key and pointer handlers only notice selections and clicks on marks; the marks themselves
    // are focusable buttons (role="button", Enter opens them).
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for selections in its content
    <div
      ref={container}
      data-highlights-ready={loaded ? 'true' : undefined}
      onMouseUp={(event) => {
        if (!openMark(event.target)) readSelection();
      }}
      onKeyUp={(event) => {
        if (event.key === 'Enter') openMark(event.target);
      }}
    >
      {children}
      {pending && !editing ? (
        <div
          role="toolbar"
          aria-label={HIGHLIGHT_LABELS.HIGHLIGHT}
          data-testid="highlight-popover"
          // Pressing a button must not clear the selection it is about.
          onMouseDown={(event) => event.preventDefault()}
          className="fixed z-30 flex -translate-x-1/2 gap-1 rounded-xl border border-line bg-surface p-1 shadow-lg"
          style={{ top: pending.top, left: pending.left }}
        >
          <button type="button" className="highlight-action" onClick={() => save(pending.anchor)}>
            {HIGHLIGHT_LABELS.HIGHLIGHT}
          </button>
          <button
            type="button"
            className="highlight-action"
            onClick={() => setEditing({ anchor: pending.anchor })}
          >
            {HIGHLIGHT_LABELS.ADD_NOTE}
          </button>
        </div>
      ) : null}
      {editing ? (
        <NoteEditor
          key={'highlight' in editing ? editing.highlight.id : 'new'}
          quote={'highlight' in editing ? editing.highlight.anchor.exact : editing.anchor.exact}
          initialNote={'highlight' in editing ? editing.highlight.note : ''}
          initialColour={'highlight' in editing ? editing.highlight.colour : 'yellow'}
          saved={'highlight' in editing}
          error={error}
          onSave={(note, colour) =>
            'highlight' in editing
              ? update(editing.highlight, note, colour)
              : save(editing.anchor, note, colour)
          }
          onDelete={() => ('highlight' in editing ? remove(editing.highlight) : undefined)}
          onClose={() => {
            setEditing(null);
            setError(null);
          }}
        />
      ) : null}
      {error && !editing ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
