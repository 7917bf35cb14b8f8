'use client';

import type { ModalName } from '@learnbox/domain';
import { buttonClasses } from '../layout/button-link';
import { type ModalProps, useModalStore } from '../modal-state/modal-store';

interface ConfirmationProps {
  message: string;
  confirmLabel: string;
  settle: (confirmed: boolean) => void;
  /** The modal that asked, reopened when this one closes (one modal at a time). */
  returnTo: { name: ModalName; props: ModalProps } | null;
}

export const isConfirmation = (props: ModalProps): props is ModalProps & ConfirmationProps =>
  typeof props.message === 'string' && typeof props.settle === 'function';

/**
 * Asks before an action happens (spec section 2 modal "Confirmation"): resolves to true when the
 * person confirms, false when they cancel or close it. Asked from inside another modal, that
 * modal comes back afterwards.
 */
export function askConfirmation(message: string, confirmLabel = 'Confirm'): Promise<boolean> {
  const { name, props, open } = useModalStore.getState();
  return new Promise((resolve) => {
    const returnTo = name && name !== 'Confirmation' ? { name, props } : null;
    open('Confirmation', { message, confirmLabel, settle: resolve, returnTo });
  });
}

/**
 * Every way out (buttons, Escape, backdrop, Close) ends here: an unanswered question is a "no"
 * (a promise settles once, so after "Confirm" this changes nothing), and the modal that asked
 * comes back.
 */
export function whenConfirmationCloses(props: ModalProps): void {
  if (!isConfirmation(props)) return;
  props.settle(false);
  const { returnTo } = props;
  if (returnTo) setTimeout(() => useModalStore.getState().open(returnTo.name, returnTo.props), 0);
}

export function ConfirmationContent({ onClose, props }: { onClose: () => void; props: ModalProps }) {
  if (!isConfirmation(props)) return null;
  const answer = (confirmed: boolean) => {
    props.settle(confirmed);
    onClose();
  };
  return (
    <div className="space-y-6">
      <p className="text-fg" data-testid="confirmation-message">
        {props.message}
      </p>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClasses('secondary')} onClick={() => answer(false)}>
          Cancel
        </button>
        <button
          type="button"
          className={buttonClasses()}
          onClick={() => answer(true)}
          data-testid="confirmation-confirm"
        >
          {props.confirmLabel}
        </button>
      </div>
    </div>
  );
}
