'use client';

import { RESEND_EMAIL_LABEL } from '@learnbox/domain';
import { useState } from 'react';
import { authApi } from '../auth/auth-api';
import { useUserInfo } from '../user-info/use-user-info';

/**
 * Asks an unverified user to verify with the e-mail we sent, with a working 'Resend Email'
 * link (spec sections 2 and 6).
 */
export function VerificationBanner() {
  const { data: user } = useUserInfo();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; text: string }>(
    { kind: 'idle' },
  );
  if (!user || user.verified) return null;

  const resend = async () => {
    setState({ kind: 'sending' });
    const result = await authApi.resendVerificationLoggedIn();
    setState(
      result.ok ? { kind: 'done', text: result.data.message } : { kind: 'error', text: result.errorText },
    );
  };

  return (
    <div
      role="status"
      data-testid="verification-banner"
      className="border-t border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <span>Please verify your account using the e-mail we sent to {user.email}.</span>
        {state.kind === 'done' || state.kind === 'error' ? (
          <span data-testid="verification-banner-result">{state.text}</span>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={state.kind === 'sending'}
            data-testid="verification-resend"
            className="font-semibold underline underline-offset-2 hover:no-underline disabled:opacity-60"
          >
            {RESEND_EMAIL_LABEL}
          </button>
        )}
      </div>
    </div>
  );
}
