'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { focusFirstField, restoreFocus, stopRestoringFocus } from './dialog-focus';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  title: string;
  description?: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An accessible modal dialog on the native <dialog>: showModal() makes the rest of the page inert
 * and puts it in the top layer; we add the Tab wrap-around (focus trap), Escape and backdrop
 * click to close, put focus in the first field on open and give it back on close (dialog-focus.ts).
 */
export function ModalDialog({ title, description, testId, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    // Opened from `?modal=` on load, nothing had focus: closing then goes to the main heading.
    const previouslyFocused = active instanceof HTMLElement && active !== document.body ? active : null;
    stopRestoringFocus();
    // showModal() focuses the first focusable element, the Close button; the field comes first.
    if (!dialog.open) dialog.showModal();
    focusFirstField(dialog);
    return () => {
      if (dialog.open) dialog.close();
      restoreFocus(previouslyFocused);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      data-testid={testId}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: let React own the open state instead of the browser closing it behind our back.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the dialog element itself, not its panel, is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            data-testid="modal-close"
            aria-label="Close"
            className="-m-1.5 rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-brand"
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="mt-2 text-sm text-muted">
            {description}
          </p>
        ) : null}
        <div className="mt-6">{children}</div>
      </div>
    </dialog>
  );
}
