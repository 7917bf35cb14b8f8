'use client';

import type { CheckoutQuoteBody, CouponReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { planLabel, SITE_COUPON_STORAGE_KEY, safeReturnPath } from '@learnbox/domain';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { readAttribution } from '../attribution';
import { fetchSubscriptionPlans } from '../plans/subscription-plans-query';
import { SignInNeeded } from '../progress/sign-in-needed';
import { useUserInfo } from '../user-info/use-user-info';
import { CardFields, type CardState, toCardBody } from './card-fields';
import { fieldsFor } from './checkout-options';
import { CHECKOUT_TYPE_LABELS, type CheckoutType } from './checkout-types';
import { FieldError } from './field-error';
import { LoggedOutPurchaseSignup } from './loggedout-purchase-signup';
import { OrderSummary } from './order-summary';
import type { StripeConfirm } from './stripe-card-field';
import { useCheckoutQuote } from './use-checkout-quote';
import { usePaymentsConfig } from './use-payments-config';

// Stripe's card form is loaded only where Stripe is configured, and only in the browser.
const StripeCardField = dynamic(() => import('./stripe-card-field'), { ssr: false });

const input = 'mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-fg';

interface Props {
  checkoutType: CheckoutType;
  planCode: string | null;
  monthlyToAnnual: boolean;
  courseId: string | null;
  organizationId: string | null;
}

/** The checkout form of every type: summary, type fields, coupon, card; one idempotency key per page. */
export function CheckoutForm({
  checkoutType,
  planCode,
  monthlyToAnnual,
  courseId,
  organizationId: linkedOrganization,
}: Props) {
  const fields = fieldsFor(checkoutType);
  const router = useRouter();
  const user = useUserInfo();
  const plans = useQuery({
    queryKey: ['subscription-plans'],
    queryFn: () => fetchSubscriptionPlans(),
    retry: false,
  });
  const plan = plans.data?.plans.find((item) => item.plan_code === planCode);
  const idempotencyKey = useRef(`web-${crypto.randomUUID()}`);
  const payments = usePaymentsConfig();
  // With Stripe the card goes into Stripe's Payment Element and never into our request body.
  const stripeKey =
    payments.data?.processor === 'stripe' ? (payments.data.stripe_publishable_key ?? null) : null;
  const stripeConfirm = useRef<StripeConfirm | null>(null);
  const onStripeReady = useCallback((api: StripeConfirm | null) => {
    stripeConfirm.current = api;
  }, []);
  const [card, setCard] = useState<CardState>({ number: '', exp: '', cvc: '' });
  const [coupon, setCoupon] = useState('');
  const [applied, setApplied] = useState<CouponReply | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [deliveryDate, setDeliveryDate] = useState('');
  const [orgName, setOrgName] = useState('');
  const [seats, setSeats] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const adminOrgs = (user.data?.organizations ?? []).filter((org) => org.is_admin);
  const [organizationId, setOrganizationId] = useState(linkedOrganization ?? '');
  const chosenOrganization = organizationId || adminOrgs[0]?.organization_id;
  // Everything that prices the order, sent alike to the quote and to the charge.
  const order: CheckoutQuoteBody = {
    ...(fields.plan && planCode ? { plan: planCode } : {}),
    ...(applied ? { coupon: applied.code } : {}),
    ...(monthlyToAnnual ? { monthly_to_annual: true } : {}),
    ...(fields.organizationName ? { organization_name: orgName } : {}),
    ...(fields.seats && seats.trim() ? { seats: Number(seats) } : {}),
    ...(fields.organization && chosenOrganization ? { organization_id: chosenOrganization } : {}),
    ...(fields.course && courseId ? { course_id: courseId } : {}),
  };
  const quote = useCheckoutQuote(checkoutType, order, Boolean(user.data));
  const showStripeCard =
    stripeKey !== null &&
    fields.card !== 'none' &&
    quote.data?.needs_card === true &&
    !quote.data.has_saved_card;
  // The gift's delivery does not change its price: checked when paying, not on every keystroke.
  const gift: CheckoutQuoteBody = fields.gift
    ? {
        recipient_email: recipient || undefined,
        gift_message: message,
        ...(deliveryDate ? { delivery_date: deliveryDate } : {}),
      }
    : {};
  // A site coupon the visitor arrived with is offered in the coupon field.
  useEffect(() => {
    const stored = localStorage.getItem(SITE_COUPON_STORAGE_KEY);
    if (stored) setCoupon((current) => current || stored);
  }, []);

  if (user.isPending) return <p className="mt-8 text-muted">Loading…</p>;
  if (!user.data && checkoutType === 'loggedout-enterprise-purchase') return <LoggedOutPurchaseSignup />;
  if (!user.data)
    return (
      <div className="mt-8 grid max-w-2xl gap-6">
        {plan ? (
          <OrderSummary
            title={planLabel(plan.plan_code, plan.name)}
            listPrice={{ amount: plan.list_price, currency: plan.currency }}
            quote={undefined}
            refusal={null}
            trialDays={null}
            visitorPrice={{ amount: plan.discounted_price, currency: plan.currency }}
          />
        ) : null}
        <SignInNeeded
          title={
            plan
              ? `Sign up or log in to get ${planLabel(plan.plan_code, plan.name)}`
              : 'Sign up or log in to continue'
          }
          what="Your purchase is kept on your account. You come back to this page, with this plan, right after."
        />
      </div>
    );

  const applyCoupon = async () => {
    setCouponError(null);
    setApplied(null);
    const code = coupon.trim();
    const result = fields.course
      ? await api.call(apiRefs.coupons.course, {
          params: { author: '_', work: courseId ?? '', coupon: code },
        })
      : await api.call(apiRefs.coupons.subscription, {
          params: { plan: planCode ?? '', coupon: code },
          query: { checkout_type: checkoutType },
        });
    if (result.ok) setApplied(result.data);
    else setCouponError(result.errorText);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldErrors({});
    const fail = (sentence: string) => {
      setBusy(false);
      setError(sentence);
    };
    if (showStripeCard) {
      const problem = stripeConfirm.current
        ? await stripeConfirm.current.check()
        : 'The card form is still loading.';
      if (problem) return fail(problem);
    }
    const cardGiven = !stripeKey && card.number.trim() !== '';
    const result = await api.call(apiRefs.checkout.checkout, {
      params: { checkoutType },
      body: {
        ...order,
        ...gift,
        // The total the buyer saw: the api refuses to charge another.
        ...(quote.current && quote.data ? { expected_amount: quote.data.amount } : {}),
        idempotency_key: idempotencyKey.current,
        // Where the buyer came from (spec section 3 "Stored client-side"): the payment's source.
        attribution: readAttribution(),
        ...(fields.card !== 'none' && cardGiven ? { card: toCardBody(card) } : {}),
      },
    });
    if (result.ok) {
      const { payment, redirect_url: redirectUrl } = result.data;
      if (payment) {
        // Stripe.js confirms (3-D Secure in its own frame); a redirect-only method comes back here.
        const returnUrl = new URL(redirectUrl, window.location.origin).toString();
        const failure = stripeConfirm.current
          ? await stripeConfirm.current.confirm(payment, returnUrl)
          : 'The card form is not available. Reload the page and try again.';
        if (failure) {
          // A declined intent is cancelled by the api: the next attempt is a new checkout.
          idempotencyKey.current = `web-${crypto.randomUUID()}`;
          return fail(failure);
        }
      }
      // The api names the confirmation page; it still has to be a path on this site.
      router.push(safeReturnPath(redirectUrl) ?? '/transactions');
      return;
    }
    setBusy(false);
    setError(result.errorText);
    setFieldErrors(result.errors);
    // A refused payment is final for its key: a corrected card is a new attempt.
    if (result.status === 400) idempotencyKey.current = `web-${crypto.randomUUID()}`;
  };

  const refusal = quote.error ?? null;
  const errorOf = (field: string) => fieldErrors[field] ?? refusal?.errors[field];
  const existingTeam = fields.organizationName && adminOrgs.length > 0 ? adminOrgs[0] : null;

  return (
    <form onSubmit={submit} className="mt-8 grid max-w-2xl gap-6" aria-label="Checkout" noValidate>
      <OrderSummary
        title={plan ? planLabel(plan.plan_code, plan.name) : CHECKOUT_TYPE_LABELS[checkoutType]}
        listPrice={plan ? { amount: plan.list_price, currency: plan.currency } : null}
        quote={quote.data}
        refusal={refusal?.errorText ?? null}
        trialDays={checkoutType.startsWith('b2c-trial') ? (plan?.trial_days ?? null) : null}
        note={
          checkoutType === 'subscription-upgrade'
            ? 'The unused part of your current plan is credited at payment.'
            : undefined
        }
      />
      {existingTeam ? (
        <p className="rounded-lg border border-line p-3 text-sm" data-testid="checkout-existing-team">
          You administer {existingTeam.name}.{' '}
          <Link
            className="text-brand underline"
            href={`/checkout/${checkoutType.startsWith('team') ? 'team-subscription-seats-purchase' : 'enterprise-seats-purchase'}?organization=${encodeURIComponent(existingTeam.organization_id)}`}
          >
            Add seats to {existingTeam.name}
          </Link>{' '}
          instead of starting a new organization.
        </p>
      ) : null}
      {fields.course ? <p data-testid="checkout-course">Course: {courseId ?? 'none chosen'}</p> : null}
      {fields.gift ? (
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-semibold text-fg">Gift</legend>
          <label className="text-sm text-muted">
            Recipient e-mail
            <input
              className={input}
              type="email"
              value={recipient}
              onChange={(e) => setRecipient(e.target.value)}
              aria-invalid={Boolean(errorOf('recipient_email'))}
              aria-describedby="recipient_email"
            />
            <FieldError id="recipient_email" message={errorOf('recipient_email')} />
          </label>
          <label className="text-sm text-muted">
            Message
            <textarea className={input} value={message} onChange={(e) => setMessage(e.target.value)} />
          </label>
          <label className="text-sm text-muted">
            Delivery date
            <input
              className={input}
              type="date"
              value={deliveryDate}
              onChange={(e) => setDeliveryDate(e.target.value)}
              aria-invalid={Boolean(errorOf('delivery_date'))}
              aria-describedby="delivery_date"
            />
            <FieldError id="delivery_date" message={errorOf('delivery_date')} />
          </label>
        </fieldset>
      ) : null}
      {fields.organizationName ? (
        <label className="text-sm text-muted">
          Team or company name
          <input
            className={input}
            value={orgName}
            onChange={(e) => setOrgName(e.target.value)}
            aria-invalid={Boolean(errorOf('organization_name'))}
            aria-describedby="organization_name"
          />
          <FieldError id="organization_name" message={errorOf('organization_name')} />
        </label>
      ) : null}
      {fields.organization ? (
        <label className="text-sm text-muted">
          Organization
          <select
            className={input}
            value={chosenOrganization ?? ''}
            onChange={(e) => setOrganizationId(e.target.value)}
          >
            {adminOrgs.map((org) => (
              <option key={org.organization_id} value={org.organization_id}>
                {org.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {fields.seats ? (
        <label className="text-sm text-muted">
          Seats
          <input
            className={input}
            inputMode="numeric"
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            placeholder={String(plan?.min_seats ?? 1)}
            aria-invalid={Boolean(errorOf('seats'))}
            aria-describedby="seats"
          />
          <FieldError id="seats" message={errorOf('seats')} />
        </label>
      ) : null}
      {fields.coupon ? (
        <div>
          <label className="text-sm text-muted" htmlFor="coupon">
            Coupon
          </label>
          <div className="mt-1 flex gap-2">
            <input id="coupon" className={input} value={coupon} onChange={(e) => setCoupon(e.target.value)} />
            <button
              type="button"
              className="rounded-lg border border-line px-4"
              onClick={applyCoupon}
              disabled={!coupon.trim()}
            >
              Apply
            </button>
          </div>
          {couponError ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{couponError}</p> : null}
          {applied ? (
            <p className="mt-1 text-sm text-brand" data-testid="coupon-applied">
              {applied.code}: {applied.percent_off}% off
            </p>
          ) : null}
        </div>
      ) : null}
      {fields.card !== 'none' && payments.data && !stripeKey ? (
        <CardFields value={card} onChange={setCard} />
      ) : null}
      {fields.card === 'optional' && payments.data && !stripeKey ? (
        <p className="text-sm text-muted">Leave the card empty to use your saved card.</p>
      ) : null}
      {showStripeCard && stripeKey && quote.data ? (
        <StripeCardField
          publishableKey={stripeKey}
          amount={quote.data.amount}
          currency={quote.data.currency}
          onReady={onStripeReady}
        />
      ) : null}
      {stripeKey && fields.card !== 'none' && quote.data?.has_saved_card ? (
        <p className="text-sm text-muted">Your saved card will be charged.</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-300" data-testid="checkout-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        // Pay waits for the total of the order as it stands (a refused quote still lets the buyer
        // submit, to see the field it names).
        disabled={busy || (!quote.current && !quote.error)}
        className="rounded-lg bg-brand-solid px-5 py-3 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Processing…' : checkoutType.startsWith('b2c-trial') ? 'Start free trial' : 'Pay now'}
      </button>
    </form>
  );
}
