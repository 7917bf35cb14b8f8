'use client';

import type { SubscriptionPlan, SubscriptionPlansReply } from '@learnbox/contracts';
import {
  AUDIENCE_CODES,
  buildCheckoutPath,
  type CheckoutType,
  type FeatureSet,
  formatLifetimeDiscountText,
  formatMoney,
  planBenefits,
  TERM_NAMES,
  type TermMonths,
} from '@learnbox/domain';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useFlag } from '../feature-flags/feature-flags-provider';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { useUserInfo } from '../user-info/use-user-info';
import { fetchSubscriptionPlans } from './subscription-plans-query';
import { TeamPlanList } from './team-plan-list';

const TERMS = [1, 12, 24] as const;
const TERM_LABEL: Record<(typeof TERMS)[number], string> = { 1: 'Monthly', 12: 'Annual', 24: 'Biennial' };

/** Which checkout a plan button opens for this user (spec section 2 examples). */
function checkoutFor(plan: SubscriptionPlan, current: SubscriptionPlan | undefined) {
  if (!current)
    return { type: 'subscription-buy' as CheckoutType, monthlyToAnnual: false, label: `Get ${plan.name}` };
  if (current.plan_code === plan.plan_code) return null;
  const richer =
    plan.feature_set_type > current.feature_set_type ||
    (plan.feature_set_type === current.feature_set_type && plan.validity_months > current.validity_months);
  if (!richer)
    return {
      type: 'subscription-downgrade' as CheckoutType,
      monthlyToAnnual: false,
      label: `Switch to ${plan.name} at renewal`,
    };
  const monthlyToAnnual =
    plan.feature_set_type === current.feature_set_type &&
    current.validity_months === 1 &&
    plan.validity_months === 12;
  return {
    type: 'subscription-upgrade' as CheckoutType,
    monthlyToAnnual,
    label: monthlyToAnnual ? `Switch to ${plan.name}, annual` : `Upgrade to ${plan.name}`,
  };
}

/**
 * /unlimited. The plans come rendered from the server (`initialPlans`, read with the visitor's
 * cookies, address and country, so prices, currency and the current plan are theirs): a crawler
 * or a slow phone reads them without running JavaScript. The browser refreshes them after
 * hydration, and fetches them itself only when the server could not.
 */
export function PlansScreen({ initialPlans }: { initialPlans?: SubscriptionPlansReply | undefined }) {
  const [term, setTerm] = useState<(typeof TERMS)[number]>(12);
  const user = useUserInfo();
  const plans = useQuery({
    queryKey: ['subscription-plans'],
    queryFn: () => fetchSubscriptionPlans(),
    initialData: initialPlans,
    retry: false,
  });
  const all = plans.data?.plans ?? [];
  const userPlans = all.filter(
    (plan) => plan.subscription_plan_type === AUDIENCE_CODES.USER && plan.feature_set_type >= 200,
  );
  const shown = userPlans.filter((plan) => plan.validity_months === term);
  const current = all.find((plan) => plan.plan_code === plans.data?.current_plan_code);
  const teamPlans = all.filter((plan) => plan.subscription_plan_type !== AUDIENCE_CODES.USER);
  // Gift and trial buttons only while their flags are on for this visitor (the api refuses too).
  const giftsOn = useFlag('enable_gift_subscription');
  const trialOn = useFlag('enable_premium_trial');
  const canTrial =
    trialOn && (user.data ? !user.data.has_availed_b2c_trial && !user.data.is_user_subscribed : true);

  return (
    <PageContainer>
      <PageIntro eyebrow="Learnbox Unlimited" title="Plans and pricing">
        <p>One subscription for every course and learning path.</p>
        {plans.data && plans.data.best_discount_percent > 0 ? (
          <p className="mt-2 font-semibold text-brand" data-testid="best-discount">
            {formatLifetimeDiscountText(plans.data.best_discount_percent)}
          </p>
        ) : null}
      </PageIntro>
      <fieldset className="mt-8 inline-flex rounded-full border border-line bg-surface p-1">
        <legend className="sr-only">Billing term</legend>
        {TERMS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={term === value}
            onClick={() => setTerm(value)}
            className={`rounded-full px-4 py-1.5 text-sm ${term === value ? 'bg-brand-solid text-white' : 'text-muted'}`}
          >
            {TERM_LABEL[value]}
          </button>
        ))}
      </fieldset>
      {plans.isPending ? <p className="mt-8 text-muted">Loading plans…</p> : null}
      {plans.isError ? (
        <p role="alert" className="mt-8 text-red-700 dark:text-red-300">
          {(plans.error as Error).message}
        </p>
      ) : null}
      <ul className="mt-8 grid gap-6 md:grid-cols-3" aria-label="Plans">
        {shown.map((plan) => {
          const action = checkoutFor(plan, current);
          return (
            <li
              key={plan.plan_code}
              className="flex flex-col rounded-2xl border border-line bg-surface p-6"
              data-testid={`plan-${plan.plan_code}`}
            >
              <h2 className="text-xl font-semibold text-fg">{plan.name}</h2>
              <p className="mt-1 text-sm text-muted">{TERM_NAMES[plan.validity_months as TermMonths]} plan</p>
              <p className="mt-4 text-3xl font-bold text-fg">
                {formatMoney(plan.monthly_discounted_price, plan.currency)}
                <span className="text-base font-normal text-muted"> / month</span>
              </p>
              <p className="mt-1 text-sm text-muted">
                {formatMoney(plan.discounted_price, plan.currency)} billed every {plan.validity_months} month
                {plan.validity_months > 1 ? 's' : ''}
                {plan.discount_percent > 0 ? (
                  <>
                    {' '}
                    <s>{formatMoney(plan.list_price, plan.currency)}</s>{' '}
                    <span className="text-brand">-{plan.discount_percent}%</span>
                  </>
                ) : null}
              </p>
              {plan.discounted_price_before_regional !== plan.discounted_price ? (
                <p className="text-sm text-muted">
                  Before your regional discount:{' '}
                  {formatMoney(plan.discounted_price_before_regional, plan.currency)}
                </p>
              ) : null}
              {plan.special_discount_available ? (
                <p className="text-sm font-semibold text-brand">
                  Special offer: {plan.special_discount}% off
                </p>
              ) : null}
              <ul className="mt-4 space-y-1 text-sm text-fg" aria-label={`${plan.name} includes`}>
                {planBenefits(plan.feature_set_type as FeatureSet).map((benefit) => (
                  <li key={benefit.id} className="flex gap-2" data-testid="plan-benefit">
                    <span aria-hidden="true" className="text-brand">
                      ✓
                    </span>
                    {benefit.label}
                  </li>
                ))}
              </ul>
              <div className="mt-auto flex flex-col gap-2 pt-6">
                {plan.is_user_subscribed ? (
                  <span className="rounded-lg border border-line px-4 py-2 text-center text-sm">
                    Your current plan
                  </span>
                ) : action ? (
                  <Link
                    className="rounded-lg bg-brand-solid px-4 py-2 text-center font-semibold text-white"
                    href={buildCheckoutPath(action.type, plan.plan_code, {
                      monthlyToAnnual: action.monthlyToAnnual,
                    })}
                  >
                    {action.label}
                  </Link>
                ) : null}
                {plan.trial_days > 0 && canTrial ? (
                  <Link
                    className="text-center text-sm text-brand underline"
                    href={buildCheckoutPath('b2c-trial-avail', plan.plan_code)}
                  >
                    Start a {plan.trial_days}-day free trial
                  </Link>
                ) : null}
                {giftsOn ? (
                  <Link
                    className="text-center text-sm text-muted underline"
                    data-testid="gift-plan"
                    href={buildCheckoutPath('subscription-gift', plan.plan_code)}
                  >
                    Gift this plan
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {teamPlans.length > 0 ? (
        <section className="mt-12" aria-labelledby="team-plans">
          <h2 id="team-plans" className="text-2xl font-semibold text-fg">
            For teams and companies
          </h2>
          <TeamPlanList plans={teamPlans} />
        </section>
      ) : null}
    </PageContainer>
  );
}
