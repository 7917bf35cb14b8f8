'use client';

import type { ModalName } from '@learnbox/domain';
import type { ReactNode } from 'react';
import { type ModalProps, useModalStore } from '../modal-state/modal-store';

/** Opens a feedback modal about one thing (a shot, an author) from a server-rendered page. */
export function FeedbackButton({
  modal,
  props,
  children,
}: {
  modal: Extract<ModalName, 'ShotFeedbackModal' | 'AuthorFeedbackModal'>;
  props: ModalProps;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={() => useModalStore.getState().open(modal, props)}
      data-testid={`open-${modal}`}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3.5 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
    >
      {children}
    </button>
  );
}
