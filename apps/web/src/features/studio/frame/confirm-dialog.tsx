'use client';

import { buttonClasses } from '../../layout/button-link';
import { ModalDialog } from '../../modals/modal-dialog';

/** A yes/no step before something learners will notice (publish, restore). */
export function ConfirmDialog({
  title,
  sentence,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  sentence: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog title={title} testId="studio-confirm" onClose={onClose}>
      <p className="text-sm text-fg">{sentence}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={buttonClasses()} onClick={onConfirm} disabled={busy} data-autofocus>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
