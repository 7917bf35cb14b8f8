'use client';

import type { RecruitingCostInputBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { EmailField, Field, FormMessage, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';

/** RecruitingCostCalculatorUserForm (spec section 2): where to mail the calculator's estimate. */
export function RecruitingCostUserForm({ calculator }: { calculator: RecruitingCostInputBody }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, errorText, errors, submitWith } = useApiForm();
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await submitWith(() =>
      api.call(apiRefs.sales.sendRecruitingCostEmail, { body: { name, email, calculator } }),
    );
    if (reply) setSent(reply.message);
  };

  if (sent)
    return (
      <FormMessage tone="info" testId="recruiting-cost-sent" ref={doneRef}>
        {sent}
      </FormMessage>
    );
  return (
    <form onSubmit={submit} className="space-y-4" data-testid="recruiting-cost-form" noValidate>
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <EmailField value={email} onValue={setEmail} error={errors.email} testId="recruiting-cost-email" />
      <SubmitButton busy={busy} testId="recruiting-cost-submit">
        E-mail me the estimate
      </SubmitButton>
    </form>
  );
}

/** The calculator's inputs from modal props, or null when the modal was opened without them. */
export function calculatorFromProps(props: Record<string, unknown>): RecruitingCostInputBody | null {
  const value = props.calculator;
  return value && typeof value === 'object' ? (value as RecruitingCostInputBody) : null;
}
