'use client';

import Link from 'next/link';
import { buttonClasses } from '../layout/button-link';
import type { ModalProps } from '../modal-state/modal-store';

/** Opened with what the api said: `open('EmailCaptureSuccessModal', { email, message })`. */
export const isEmailCaptureSuccess = (
  props: ModalProps,
): props is ModalProps & { email: string; message: string } =>
  typeof props.email === 'string' && typeof props.message === 'string';

/** EmailCaptureSuccessModal (spec section 2): the e-mail left in a marketing call to action is saved. */
export function EmailCaptureSuccess({ onClose, props }: { onClose: () => void; props: ModalProps }) {
  if (!isEmailCaptureSuccess(props)) return null;
  return (
    <div className="space-y-6" data-testid="email-capture-success">
      <p className="text-fg">{props.message}</p>
      <p className="text-sm text-muted">
        We will write to <strong className="text-fg">{props.email}</strong>.
      </p>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          Close
        </button>
        <Link href="/explore" className={buttonClasses()} onClick={onClose}>
          Browse the courses
        </Link>
      </div>
    </div>
  );
}
