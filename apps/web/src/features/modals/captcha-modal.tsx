'use client';

import type { CaptchaTokens } from '@learnbox/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '../auth/form-parts';
import { useCaptcha } from '../auth/use-captcha';
import { buttonClasses } from '../layout/button-link';
import { type ModalProps, useModalStore } from '../modal-state/modal-store';

interface CaptchaProps {
  action: string;
  email?: string;
  settle: (tokens: CaptchaTokens | null) => void;
}

export const isCaptchaRequest = (props: ModalProps): props is ModalProps & CaptchaProps =>
  typeof props.action === 'string' && typeof props.settle === 'function';

/**
 * The captcha modal (spec section 2): the embedded captcha made visible, for a caller that wants
 * the person to see the check happen. Resolves to the tokens an api call carries (ALTCHA proof of
 * work, or reCAPTCHA when the server has a site key), or null when the person closes it.
 */
export function askCaptcha(action: string, email?: string): Promise<CaptchaTokens | null> {
  return new Promise((resolve) =>
    useModalStore.getState().open('Captcha', { action, email, settle: resolve }),
  );
}

/** Every way out settles: closing before the check finished is a null. */
export function whenCaptchaCloses(props: ModalProps): void {
  if (isCaptchaRequest(props)) props.settle(null);
}

export function CaptchaContent({ onClose, props }: { onClose: () => void; props: ModalProps }) {
  const request = isCaptchaRequest(props) ? props : null;
  const { getTokens, loadError } = useCaptcha(request?.action ?? 'check');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!request || started.current === attempt) return;
    started.current = attempt;
    setError(null);
    getTokens(request.email).then(
      (tokens) => {
        request.settle(tokens);
        onClose();
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [request, attempt, getTokens, onClose]);

  if (!request) return null;
  const shown = error ?? loadError;
  return (
    <div className="space-y-4" data-testid="captcha-modal">
      {shown ? (
        <>
          <FormMessage tone="error">{shown}</FormMessage>
          <div className="flex justify-end">
            <button type="button" className={buttonClasses()} onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted" role="status">
          Checking your browser… this takes a few seconds.
        </p>
      )}
    </div>
  );
}
