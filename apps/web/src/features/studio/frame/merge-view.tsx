'use client';

import { STUDIO_MESSAGES } from '@learnbox/domain';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../layout/button-link';
import { fromMergeText, toMergeText } from './merge-document';

type MergeHandle = { mine: () => string; destroy: () => void };

/**
 * @codemirror/merge side by side: the author's unsaved document (left, editable) against the head
 * another author saved (right). Each changed block has a "take theirs" arrow; leaving it keeps
 * the author's. "Save merged version" saves the left side on top of the head.
 */
export function StudioMergeView<D>({
  mine,
  theirs,
  onResolve,
}: {
  mine: D;
  theirs: D;
  onResolve: (merged: D) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<MergeHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const texts = useRef({ mine: toMergeText(mine), theirs: toMergeText(theirs) });

  useEffect(() => {
    let cancelled = false;
    let made: MergeHandle | null = null;
    Promise.all([import('@codemirror/merge'), import('@codemirror/view'), import('@codemirror/state')]).then(
      ([{ MergeView }, { EditorView, lineNumbers }, { EditorState }]) => {
        if (cancelled || !host.current) return;
        const view = new MergeView({
          parent: host.current,
          a: {
            doc: texts.current.mine,
            extensions: [
              lineNumbers(),
              EditorView.lineWrapping,
              EditorView.contentAttributes.of({ 'aria-label': 'Your version (editable)' }),
            ],
          },
          b: {
            doc: texts.current.theirs,
            extensions: [
              lineNumbers(),
              EditorView.lineWrapping,
              EditorState.readOnly.of(true),
              EditorView.contentAttributes.of({ 'aria-label': 'Their saved version' }),
            ],
          },
          revertControls: 'b-to-a',
          renderRevertControl: () => {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = '⇜';
            button.title = 'Take their version of this block';
            button.className =
              'rounded border border-line bg-surface px-1 text-xs text-fg hover:bg-surface-2';
            button.setAttribute('aria-label', 'Take their version of this block');
            return button;
          },
          highlightChanges: true,
          gutter: true,
        });
        made = { mine: () => view.a.state.doc.toString(), destroy: () => view.destroy() };
        handle.current = made;
        setReady(true);
      },
    );
    return () => {
      cancelled = true;
      made?.destroy();
      handle.current = null;
    };
  }, []);

  const save = () => {
    const parsed = fromMergeText<D>(handle.current?.mine() ?? texts.current.mine);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(null);
    onResolve(parsed.document);
  };

  return (
    <section
      aria-label="Merge your changes with the saved version"
      data-testid="studio-merge-view"
      data-ready={ready ? 'true' : 'false'}
      className="space-y-3 rounded-2xl border border-amber-400 bg-surface p-4"
    >
      <p className="text-sm text-muted">{STUDIO_MESSAGES.MERGE_EXPLAINED}</p>
      <div className="grid grid-cols-2 text-xs font-semibold text-muted">
        <span>Yours (unsaved)</span>
        <span>Theirs (saved)</span>
      </div>
      <div ref={host} className="max-h-[32rem] overflow-auto rounded-xl border border-line text-sm" />
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses()} onClick={save} disabled={!ready}>
          Save merged version
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => onResolve(theirs)}>
          Take all of theirs
        </button>
      </div>
    </section>
  );
}
