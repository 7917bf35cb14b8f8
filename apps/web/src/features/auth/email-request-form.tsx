'use client';

import type { AcknowledgedReply, CaptchaTokens } from '@learnbox/contracts';
import { type FormEvent, useState } from 'react';
import type { ApiResult } from '../api-client/api-client';
import { EmailField, FormMessage, SubmitButton } from './form-parts';
import { useApiForm } from './use-api-form';
import { useCaptcha } from './use-captcha';
import { useFocusWhenShown } from './use-focus-when-shown';

interface EmailRequestFormProps {
  /** Captcha action name and test id prefix. */
  action: string;
  submitLabel: string;
  send: (body: { email: string; tokens?: CaptchaTokens }) => Promise<ApiResult<AcknowledgedReply>>;
}

/**
 * One e-mail field and a button: forgot password and resend verification. The reply is the
 * same whether or not the address has an account, and so is what this form shows.
 */
export function EmailRequestForm({ action, submitLabel, send }: EmailRequestFormProps) {
  const { getTokens, loadError } = useCaptcha(action);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { busy, errorText, errors, submitWith } = useApiForm();
  // The form (and the button that had focus) is replaced by the answer: focus moves onto it.
  const doneRef = useFocusWhenShown<HTMLDivElement>(done);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await submitWith(async () => send({ email, tokens: await getTokens() }));
    if (data) setDone(data.message);
  };

  if (done)
    return (
      <FormMessage tone="info" testId={`${action}-done`} ref={doneRef}>
        {done}
      </FormMessage>
    );
  return (
    <form onSubmit={submit} className="space-y-4" data-testid={`${action}-form`} noValidate>
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      <EmailField value={email} onValue={setEmail} error={errors.email} testId={`${action}-email`} />
      <SubmitButton busy={busy} testId={`${action}-submit`}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
