'use client';

import { type FormEvent, type ReactNode, useState } from 'react';
import { FormMessage, SubmitButton } from './form-parts';
import { useFocusWhenShown } from './use-focus-when-shown';

/**
 * A short form the api answers with one sentence (a trial link, a specialist's call, an estimate):
 * the form's error line, its fields and the submit button; once accepted, the api's sentence in its
 * place, focused, because the button that had focus is gone.
 */
export function RequestForm({
  form,
  send,
  testId,
  sentTestId,
  submitLabel,
  submitTestId,
  children,
}: {
  /** The useApiForm state the fields share. */
  form: { busy: boolean; errorText: string | null };
  /** Sends the fields: the api's reply, or null when it refused them (useApiForm shows why). */
  send: () => Promise<{ message: string } | null>;
  testId: string;
  sentTestId: string;
  submitLabel: string;
  submitTestId: string;
  children: ReactNode;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const doneRef = useFocusWhenShown<HTMLDivElement>(sent);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await send();
    if (reply) setSent(reply.message);
  };

  if (sent)
    return (
      <FormMessage tone="info" testId={sentTestId} ref={doneRef}>
        {sent}
      </FormMessage>
    );
  return (
    <form onSubmit={submit} className="space-y-4" data-testid={testId} noValidate>
      {form.errorText ? <FormMessage tone="error">{form.errorText}</FormMessage> : null}
      {children}
      <SubmitButton busy={form.busy} testId={submitTestId}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
