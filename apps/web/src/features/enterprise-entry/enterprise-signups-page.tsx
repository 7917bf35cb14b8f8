'use client';

import { ENTERPRISE_ENTRY_STATE_LABELS } from '@learnbox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { EmailField, Field, FormMessage, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';
import { entryApi } from './entry-api';

const SIGNUPS_KEY = ['staff', 'enterprise-signups'] as const;

/**
 * /staff/enterprise-signups: sales closed an enterprise; staff set its company, admin address, seats
 * and months, and the admin gets a link that creates the organization with a paid ENTERPRISE term.
 */
export function EnterpriseSignupsPage() {
  const queryClient = useQueryClient();
  const form = useApiForm();
  const [company, setCompany] = useState('');
  const [email, setEmail] = useState('');
  const [seats, setSeats] = useState('');
  const [months, setMonths] = useState('12');
  const [sent, setSent] = useState<string | null>(null);
  const list = useQuery({
    queryKey: SIGNUPS_KEY,
    queryFn: async () => {
      const result = await entryApi.listSignups();
      if (!result.ok) throw new Error(result.errorText);
      return result.data.signups;
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const reply = await form.submitWith(() =>
      entryApi.createSignup({
        company_name: company,
        admin_email: email,
        // Empty boxes go as 0 so the api answers with its sentence about the range.
        seats: Number(seats) || 0,
        months: Number(months) || 0,
      }),
    );
    if (!reply) return;
    setSent(`The signup link for ${reply.company_name} was mailed to ${reply.admin_email}.`);
    setCompany('');
    setEmail('');
    setSeats('');
    await queryClient.invalidateQueries({ queryKey: SIGNUPS_KEY });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
      <form
        onSubmit={submit}
        className="space-y-4 rounded-2xl border border-line bg-surface p-6"
        data-testid="enterprise-signup-form"
        noValidate
      >
        <h2 className="text-lg font-semibold text-fg">New enterprise</h2>
        {form.errorText ? <FormMessage tone="error">{form.errorText}</FormMessage> : null}
        {sent ? (
          <FormMessage tone="info" testId="enterprise-signup-sent">
            {sent}
          </FormMessage>
        ) : null}
        <Field
          label="Company"
          value={company}
          onChange={(event) => setCompany(event.target.value)}
          error={form.errors.company_name}
          data-testid="enterprise-signup-company"
        />
        <EmailField
          value={email}
          onValue={setEmail}
          error={form.errors.admin_email}
          testId="enterprise-signup-email"
          label="Admin e-mail"
        />
        <Field
          label="Seats"
          type="number"
          min={1}
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
          error={form.errors.seats}
          data-testid="enterprise-signup-seats"
        />
        <Field
          label="Months"
          type="number"
          min={1}
          value={months}
          onChange={(event) => setMonths(event.target.value)}
          error={form.errors.months}
          data-testid="enterprise-signup-months"
        />
        <SubmitButton busy={form.busy} testId="enterprise-signup-submit">
          Mail the signup link
        </SubmitButton>
      </form>
      <section aria-labelledby="signups-title">
        <h2 id="signups-title" className="text-lg font-semibold text-fg">
          Enterprise signups
        </h2>
        {list.isError ? <FormMessage tone="error">{list.error.message}</FormMessage> : null}
        {list.data && list.data.length === 0 ? (
          <p className="mt-2 text-muted">No enterprise signups yet.</p>
        ) : null}
        <ul className="mt-3 divide-y divide-line" data-testid="enterprise-signups">
          {(list.data ?? []).map((signup) => (
            <li key={signup.id} className="py-3 text-sm" data-testid="enterprise-signup-row">
              <p className="font-semibold text-fg">{signup.company_name}</p>
              <p className="text-muted">
                {signup.admin_email}, {signup.seats} seats for {signup.months} months:{' '}
                {ENTERPRISE_ENTRY_STATE_LABELS[signup.status]} (
                {new Date(signup.created_at).toLocaleDateString()})
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
