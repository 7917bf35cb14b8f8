'use client';

import { HIGHLIGHT_LABELS } from '@learnbox/domain';
import { useModalStore } from '../../modal-state/modal-store';

/** Opens the HighlightsViewer for a course, from the reader's course navigation. */
export function OpenHighlightsButton({ courseId }: { courseId: string }) {
  const open = useModalStore((state) => state.open);
  return (
    <button
      type="button"
      onClick={() => open('HighlightsViewer', { courseId })}
      data-testid="open-highlights"
      className="inline-flex h-9 items-center rounded-lg border border-line bg-surface px-3 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
    >
      {HIGHLIGHT_LABELS.OPEN_VIEWER}
    </button>
  );
}
