'use client';

import type { RecruitingCostInputBody } from '@learnbox/contracts';
import { computeRecruitingCost } from '@learnbox/domain';
import { useState } from 'react';
import { Field } from '../auth/form-parts';
import { buttonClasses } from '../layout/button-link';
import { useModalStore } from '../modal-state/modal-store';

const FIELDS: { key: keyof RecruitingCostInputBody; label: string }[] = [
  { key: 'hires_per_year', label: 'Engineers you hire a year' },
  { key: 'average_salary', label: 'Average yearly salary (USD)' },
  { key: 'recruiter_fee_percent', label: 'Recruiting fee (% of salary)' },
  { key: 'interview_hours_per_hire', label: 'Interview hours per hire' },
  { key: 'interviewer_hourly_cost', label: 'Interviewer cost per hour (USD)' },
];

const START: Record<keyof RecruitingCostInputBody, string> = {
  hires_per_year: '5',
  average_salary: '120000',
  recruiter_fee_percent: '20',
  interview_hours_per_hire: '30',
  interviewer_hourly_cost: '85',
};

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

/** What hiring costs a year, next to what upskilling costs; the estimate can be mailed. */
export function RecruitingCostCalculator() {
  const [values, setValues] = useState(START);
  const input: RecruitingCostInputBody = {
    hires_per_year: Number(values.hires_per_year) || 0,
    average_salary: Number(values.average_salary) || 0,
    recruiter_fee_percent: Number(values.recruiter_fee_percent) || 0,
    interview_hours_per_hire: Number(values.interview_hours_per_hire) || 0,
    interviewer_hourly_cost: Number(values.interviewer_hourly_cost) || 0,
  };
  const result = computeRecruitingCost({
    hiresPerYear: input.hires_per_year,
    averageSalary: input.average_salary,
    recruiterFeePercent: input.recruiter_fee_percent,
    interviewHoursPerHire: input.interview_hours_per_hire,
    interviewerHourlyCost: input.interviewer_hourly_cost,
  });
  return (
    <div
      className="mt-4 rounded-2xl border border-line bg-surface p-6"
      data-testid="recruiting-cost-calculator"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FIELDS.map((field) => (
          <Field
            key={field.key}
            label={field.label}
            name={field.key}
            type="number"
            min={0}
            value={values[field.key]}
            onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
          />
        ))}
      </div>
      <p className="mt-6 text-fg" aria-live="polite" data-testid="recruiting-cost-result">
        Cost per hire <strong>{usd(result.costPerHire)}</strong>, a year{' '}
        <strong>{usd(result.yearlyCost)}</strong>.
      </p>
      <button
        type="button"
        className={`mt-4 ${buttonClasses('secondary')}`}
        onClick={() =>
          useModalStore.getState().open('RecruitingCostCalculatorUserForm', { calculator: input })
        }
      >
        E-mail me this estimate
      </button>
    </div>
  );
}
