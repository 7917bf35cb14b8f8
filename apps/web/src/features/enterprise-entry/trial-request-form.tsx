'use client';

import { ENTERPRISE_TRIAL_DAYS, ENTERPRISE_TRIAL_SEATS } from '@learnbox/domain';
import { useState } from 'react';
import { EmailField, Field } from '../auth/form-parts';
import { RequestForm } from '../auth/request-form';
import { useApiForm } from '../auth/use-api-form';
import { entryApi } from './entry-api';

/**
 * "Start a free enterprise trial" on /business: a work address and a company name; the api mails
 * a single-use link and answers the same sentence for every address.
 */
export function TrialRequestForm() {
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const form = useApiForm();

  return (
    <div className="mt-6 max-w-lg rounded-2xl border border-line bg-surface p-6" data-testid="trial-request">
      <p className="text-sm text-muted">
        {ENTERPRISE_TRIAL_DAYS} days free for {ENTERPRISE_TRIAL_SEATS} seats, no card needed. We mail you a
        link that sets up your organization with you as its admin.
      </p>
      <div className="mt-4">
        <RequestForm
          form={form}
          send={() => form.submitWith(() => entryApi.requestTrial(email, company))}
          testId="trial-request-form"
          sentTestId="trial-request-sent"
          submitLabel="Send me the trial link"
          submitTestId="trial-request-submit"
        >
          <EmailField
            value={email}
            onValue={setEmail}
            error={form.errors.email}
            testId="trial-request-email"
            label="Work e-mail"
          />
          <Field
            label="Company name"
            name="company"
            autoComplete="organization"
            value={company}
            onChange={(event) => setCompany(event.target.value)}
            error={form.errors.company_name}
            data-testid="trial-request-company"
          />
        </RequestForm>
      </div>
    </div>
  );
}
