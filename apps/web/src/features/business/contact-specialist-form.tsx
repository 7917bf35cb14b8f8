'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { useId, useState } from 'react';
import { api } from '../api-client/api-client';
import { EmailField, Field } from '../auth/form-parts';
import { RequestForm } from '../auth/request-form';
import { useApiForm } from '../auth/use-api-form';

/** ContactSpecialistModal (spec section 2): a lead for sales; the api's sentence confirms it. */
export function ContactSpecialistForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [seats, setSeats] = useState('');
  const [message, setMessage] = useState('');
  const form = useApiForm();
  const { errors } = form;
  const messageId = useId();
  // An empty seats box is sent as 0 so the api answers with its sentence about seats.
  const send = () =>
    form.submitWith(() =>
      api.call(apiRefs.sales.contactSpecialist, {
        body: { name, email, company, seats: Number(seats) || 0, message },
      }),
    );

  return (
    <RequestForm
      form={form}
      send={send}
      testId="contact-specialist-form"
      sentTestId="contact-specialist-sent"
      submitLabel="Send to a specialist"
      submitTestId="contact-specialist-submit"
    >
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
    </RequestForm>
  );
}
