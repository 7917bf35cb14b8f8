'use client';

import { ENTERPRISE_TRIAL_DAYS, ENTERPRISE_TRIAL_SEATS } from '@learnbox/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { EmailField, Field, FormMessage, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';
import { entryApi } from './entry-api';

/**
 * "Start a free enterprise trial" on /business: a work address and a company name; the api mails
 * a single-use link and answers the same sentence for every address.
 */
export function TrialRequestForm() {
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, errorText, errors, submitWith } = useApiForm();
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await submitWith(() => entryApi.requestTrial(email, company));
    if (reply) setSent(reply.message);
  };

  return (
    <div className="mt-6 max-w-lg rounded-2xl border border-line bg-surface p-6" data-testid="trial-request">
      <p className="text-sm text-muted">
        {ENTERPRISE_TRIAL_DAYS} days free for {ENTERPRISE_TRIAL_SEATS} seats, no card needed. We mail you a
        link that sets up your organization with you as its admin.
      </p>
      {sent ? (
        <div className="mt-4">
          <FormMessage tone="info" testId="trial-request-sent" ref={doneRef}>
            {sent}
          </FormMessage>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4" data-testid="trial-request-form" noValidate>
          {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
          <EmailField
            value={email}
            onValue={setEmail}
            error={errors.email}
            testId="trial-request-email"
            label="Work e-mail"
          />
          <Field
            label="Company name"
            name="company"
            autoComplete="organization"
            value={company}
            onChange={(event) => setCompany(event.target.value)}
            error={errors.company_name}
            data-testid="trial-request-company"
          />
          <SubmitButton busy={busy} testId="trial-request-submit">
            Send me the trial link
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
