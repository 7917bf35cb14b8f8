'use client';

import type { RecruitingCostInputBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { EmailField, Field } from '../auth/form-parts';
import { RequestForm } from '../auth/request-form';
import { useApiForm } from '../auth/use-api-form';

/** RecruitingCostCalculatorUserForm (spec section 2): where to mail the calculator's estimate. */
export function RecruitingCostUserForm({ calculator }: { calculator: RecruitingCostInputBody }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const form = useApiForm();

  return (
    <RequestForm
      form={form}
      send={() =>
        form.submitWith(() =>
          api.call(apiRefs.sales.sendRecruitingCostEmail, { body: { name, email, calculator } }),
        )
      }
      testId="recruiting-cost-form"
      sentTestId="recruiting-cost-sent"
      submitLabel="E-mail me the estimate"
      submitTestId="recruiting-cost-submit"
    >
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.errors.name}
      />
      <EmailField value={email} onValue={setEmail} error={form.errors.email} testId="recruiting-cost-email" />
    </RequestForm>
  );
}

/** The calculator's inputs from modal props, or null when the modal was opened without them. */
export function calculatorFromProps(props: Record<string, unknown>): RecruitingCostInputBody | null {
  const value = props.calculator;
  return value && typeof value === 'object' ? (value as RecruitingCostInputBody) : null;
}
