import type { SubscriptionPlan } from '@learnbox/contracts';
import { AUDIENCE_CODES, buildCheckoutPath, formatMoney } from '@learnbox/domain';
import Link from 'next/link';

/** Team and enterprise plans with their seat price and a way to buy them (/unlimited, /business). */
export function TeamPlanList({ plans }: { plans: SubscriptionPlan[] }) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {plans.map((plan) => (
        <li
          key={plan.plan_code}
          className="rounded-2xl border border-line bg-surface p-5"
          data-testid={`plan-${plan.plan_code}`}
        >
          <h3 className="font-semibold text-fg">{plan.name}</h3>
          <p className="text-sm text-muted">
            {formatMoney(plan.discounted_price, plan.currency)} per seat a year, {plan.min_seats}-
            {plan.max_seats} seats
          </p>
          <Link
            className="mt-3 inline-block text-brand underline"
            href={buildCheckoutPath(
              plan.subscription_plan_type === AUDIENCE_CODES.TEAM
                ? 'team-subscription-buy'
                : 'enterprise-subscription-buy',
              plan.plan_code,
            )}
          >
            Buy for your {plan.subscription_plan_type === AUDIENCE_CODES.TEAM ? 'team' : 'company'}
          </Link>
        </li>
      ))}
    </ul>
  );
}
