'use client';

import { safeReturnPath } from '@learnbox/domain';
import { type FormEvent, useState } from 'react';
import { authApi } from './auth-api';
import { EmailField, FormMessage, SubmitButton } from './form-parts';
import { SsoButtons } from './sso-buttons';

/**
 * The SingleSignOn modal: a work address tells whether the company signs in through its
 * identity provider (verify-sso, spec section 7); if so the browser goes there.
 */
export function SingleSignOnForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    const result = await authApi.verifySso(email);
    setBusy(false);
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.errorText });
      setErrors(result.errors);
      return;
    }
    if (result.data.sso && result.data.authorize_path) {
      const back = encodeURIComponent(window.location.pathname);
      // authorize_path comes from the api; it is followed only while it stays on this site.
      window.location.assign(safeReturnPath(`${result.data.authorize_path}&page_uri=${back}`) ?? '/');
      return;
    }
    setMessage({
      tone: 'info',
      text: 'Your company does not use single sign-on with Learnbox. Log in with your password instead.',
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="sso-form" noValidate>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <EmailField
        value={email}
        onValue={setEmail}
        error={errors.email}
        testId="sso-email"
        label="Work e-mail"
      />
      <SubmitButton busy={busy} testId="sso-submit">
        Continue
      </SubmitButton>
      <SsoButtons operation="login" />
    </form>
  );
}
