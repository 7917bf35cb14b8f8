'use client';

import type { CheckoutReply, CouponReply } from '@learnbox/contracts';
import { formatMoney, SITE_COUPON_STORAGE_KEY, safeReturnPath } from '@learnbox/domain';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiCall } from '../auth/api-call';
import { fetchSubscriptionPlans } from '../plans/subscription-plans-query';
import { useUserInfo } from '../user-info/use-user-info';
import { CardFields, type CardState, toCardBody } from './card-fields';
import { fieldsFor } from './checkout-options';
import type { CheckoutType } from './checkout-types';
import { LoggedOutPurchaseSignup } from './loggedout-purchase-signup';

const input = 'mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-fg';

interface Props {
  checkoutType: CheckoutType;
  planCode: string | null;
  monthlyToAnnual: boolean;
  courseId: string | null;
}

/** The checkout form of every type: summary, type fields, coupon, card; one idempotency key per page. */
export function CheckoutForm({ checkoutType, planCode, monthlyToAnnual, courseId }: Props) {
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
  const [busy, setBusy] = useState(false);
  const adminOrgs = (user.data?.organizations ?? []).filter((org) => org.is_admin);
  const [organizationId, setOrganizationId] = useState('');
  // A site coupon the visitor arrived with is offered in the coupon field.
  useEffect(() => {
    const stored = localStorage.getItem(SITE_COUPON_STORAGE_KEY);
    if (stored) setCoupon((current) => current || stored);
  }, []);

  if (user.isPending) return <p className="mt-8 text-muted">Loading…</p>;
  if (!user.data && checkoutType === 'loggedout-enterprise-purchase') return <LoggedOutPurchaseSignup />;
  if (!user.data) {
    const here =
      typeof window === 'undefined' ? '/unlimited' : window.location.pathname + window.location.search;
    return (
      <p className="mt-8" data-testid="checkout-login">
        <Link className="text-brand underline" href={`/login?returnUrl=${encodeURIComponent(here)}`}>
          Log in
        </Link>{' '}
        to continue with your purchase.
      </p>
    );
  }

  const applyCoupon = async () => {
    setCouponError(null);
    setApplied(null);
    const code = encodeURIComponent(coupon.trim());
    const path = fields.course
      ? `/api/coupon/_/${encodeURIComponent(courseId ?? '')}/${code}`
      : `/api/coupon/subscription/${encodeURIComponent(planCode ?? '')}/${code}?checkout_type=${checkoutType}`;
    const result = await apiCall<CouponReply>(path);
    if (result.ok) setApplied(result.data);
    else setCouponError(result.errorText);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const cardGiven = card.number.trim() !== '';
    const result = await apiCall<CheckoutReply>(`/api/checkout/${checkoutType}`, {
      body: {
        idempotency_key: idempotencyKey.current,
        ...(fields.plan && planCode ? { plan: planCode } : {}),
        ...(fields.card !== 'none' && cardGiven ? { card: toCardBody(card) } : {}),
        ...(applied ? { coupon: applied.code } : {}),
        ...(monthlyToAnnual ? { monthly_to_annual: true } : {}),
        ...(fields.gift ? { recipient_email: recipient, gift_message: message } : {}),
        ...(fields.gift && deliveryDate ? { delivery_date: deliveryDate } : {}),
        ...(fields.organizationName ? { organization_name: orgName } : {}),
        ...(fields.seats && seats ? { seats: Number(seats) } : {}),
        ...(fields.organization ? { organization_id: organizationId || adminOrgs[0]?.organization_id } : {}),
        ...(fields.course && courseId ? { course_id: courseId } : {}),
      },
    });
    setBusy(false);
    if (result.ok) {
      // The api names the confirmation page; it still has to be a path on this site.
      router.push(safeReturnPath(result.data.redirect_url) ?? '/transactions');
      return;
    }
    setError(result.errorText);
    // A refused payment is final for its key: a corrected card is a new attempt.
    if (result.status === 400) idempotencyKey.current = `web-${crypto.randomUUID()}`;
  };

  const price = applied?.discounted_price ?? plan?.discounted_price;
  const lineItems = applied?.discounts_info ?? plan?.discounts_info ?? [];

  return (
    <form onSubmit={submit} className="mt-8 grid max-w-2xl gap-6" aria-label="Checkout">
      {fields.plan ? (
        <section className="rounded-2xl border border-line bg-surface p-5" data-testid="checkout-summary">
          <h2 className="font-semibold text-fg">
            {plan ? `${plan.name}, ${plan.validity_months} months` : (planCode ?? 'No plan chosen')}
          </h2>
          {plan && price !== undefined ? (
            <>
              <p className="mt-1 text-sm text-muted">
                List price {formatMoney(plan.list_price, plan.currency)}
              </p>
              <ul className="mt-2 text-sm" aria-label="Discounts" data-testid="line-items">
                {lineItems.map((item) => (
                  <li key={item.id} className="flex justify-between">
                    <span>{item.id.replace(/_/g, ' ')}</span>
                    <span>-{formatMoney(item.amount, plan.currency)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 flex justify-between font-semibold" data-testid="checkout-total">
                <span>
                  {checkoutType.startsWith('b2c-trial') ? `Free for ${plan.trial_days} days, then` : 'Total'}
                </span>
                <span>{formatMoney(price, plan.currency)}</span>
              </p>
              {checkoutType === 'subscription-upgrade' ? (
                <p className="text-sm text-muted">
                  The unused part of your current plan is credited at payment.
                </p>
              ) : null}
            </>
          ) : null}
        </section>
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
            />
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
            />
          </label>
        </fieldset>
      ) : null}
      {fields.organizationName ? (
        <label className="text-sm text-muted">
          Team or company name
          <input className={input} value={orgName} onChange={(e) => setOrgName(e.target.value)} />
        </label>
      ) : null}
      {fields.organization ? (
        <label className="text-sm text-muted">
          Organization
          <select
            className={input}
            value={organizationId}
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
          />
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
      {fields.card !== 'none' ? <CardFields value={card} onChange={setCard} /> : null}
      {fields.card === 'optional' ? (
        <p className="text-sm text-muted">Leave the card empty to use your saved card.</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-300" data-testid="checkout-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-solid px-5 py-3 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Processing…' : checkoutType.startsWith('b2c-trial') ? 'Start free trial' : 'Pay now'}
      </button>
    </form>
  );
}
