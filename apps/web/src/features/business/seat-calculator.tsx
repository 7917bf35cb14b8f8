'use client';

import type { SubscriptionPlan } from '@learnbox/contracts';
import { AUDIENCE_CODES, buildCheckoutPath, formatMoney, quoteSeats } from '@learnbox/domain';
import Link from 'next/link';
import { useState } from 'react';
import { Field } from '../auth/form-parts';

/** Seats -> price per seat and total for the chosen plan, by the checkout's own pricing rule. */
export function SeatCalculator({ plans }: { plans: SubscriptionPlan[] }) {
  const [planCode, setPlanCode] = useState(plans[0]?.plan_code ?? '');
  const plan = plans.find((item) => item.plan_code === planCode) ?? plans[0];
  const [seats, setSeats] = useState(String(Math.max(plan?.min_seats ?? 1, 10)));
  if (!plan) return null;
  const wanted = Number(seats);
  let quote: ReturnType<typeof quoteSeats> | null = null;
  let problem: string | undefined;
  try {
    quote = quoteSeats(plan, wanted);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const checkout = buildCheckoutPath(
    plan.subscription_plan_type === AUDIENCE_CODES.TEAM
      ? 'team-subscription-buy'
      : 'enterprise-subscription-buy',
    plan.plan_code,
  );
  return (
    <div className="mt-6 rounded-2xl border border-line bg-surface p-6" data-testid="seat-calculator">
      <h3 className="font-semibold text-fg">Seat calculator</h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="seat-calculator-plan" className="block text-sm font-medium text-fg">
            Plan
          </label>
          <select
            id="seat-calculator-plan"
            value={plan.plan_code}
            onChange={(event) => setPlanCode(event.target.value)}
            className="block h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand"
          >
            {plans.map((item) => (
              <option key={item.plan_code} value={item.plan_code}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="Seats"
          name="seats"
          type="number"
          min={plan.min_seats}
          max={plan.max_seats}
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
          error={problem}
          data-testid="seat-calculator-seats"
        />
      </div>
      {quote ? (
        <p className="mt-4 text-fg" aria-live="polite" data-testid="seat-calculator-result">
          {quote.seats} seats: <strong>{formatMoney(quote.perSeat, plan.currency)}</strong> per seat,{' '}
          <strong>{formatMoney(quote.total, plan.currency)}</strong> in total for {plan.validity_months}{' '}
          {plan.validity_months === 1 ? 'month' : 'months'}.
        </p>
      ) : null}
      <Link className="mt-3 inline-block text-brand underline" href={checkout}>
        Buy {plan.name}
      </Link>
    </div>
  );
}
