'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { EmailField, Field, FormMessage, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';

/** ContactSpecialistModal (spec section 2): a lead for sales; the api's sentence confirms it. */
export function ContactSpecialistForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [seats, setSeats] = useState('');
  const [message, setMessage] = useState('');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { busy, errorText, errors, submitWith } = useApiForm();
  const messageId = useId();
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmation) doneRef.current?.focus();
  }, [confirmation]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await submitWith(() =>
      api.call(apiRefs.sales.contactSpecialist, {
        // An empty seats box is sent as 0 so the api answers with its sentence about seats.
        body: { name, email, company, seats: Number(seats) || 0, message },
      }),
    );
    if (reply) setConfirmation(reply.message);
  };

  if (confirmation)
    return (
      <FormMessage tone="info" testId="contact-specialist-sent" ref={doneRef}>
        {confirmation}
      </FormMessage>
    );
  return (
    <form onSubmit={submit} className="space-y-4" data-testid="contact-specialist-form" noValidate>
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <EmailField
        label="Work e-mail"
        value={email}
        onValue={setEmail}
        error={errors.email}
        testId="contact-specialist-email"
      />
      <Field
        label="Company"
        name="company"
        autoComplete="organization"
        value={company}
        onChange={(event) => setCompany(event.target.value)}
        error={errors.company}
      />
      <Field
        label="Developers who would learn (seats)"
        name="seats"
        type="number"
        inputMode="numeric"
        min={1}
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
        error={errors.seats}
      />
      <div className="space-y-1.5">
        <label htmlFor={messageId} className="block text-sm font-medium text-fg">
          Message (optional)
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={3}
          maxLength={2000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className="block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand"
        />
        {errors.message ? <p className="text-sm text-red-600 dark:text-red-400">{errors.message}</p> : null}
      </div>
      <SubmitButton busy={busy} testId="contact-specialist-submit">
        Send to a specialist
      </SubmitButton>
    </form>
  );
}
