'use client';

import { NOT_COMPLETED_MESSAGE } from '@learnbox/domain';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The /pure entry loads Stripe.js only when called, never as a side effect of importing it.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo } from 'react';

/** What the checkout form asks of Stripe's card form around its own request to the api. */
export interface StripeConfirm {
  /** Validates what the buyer typed in the Payment Element; a sentence when something is wrong. */
  check(): Promise<string | null>;
  /** Confirms the api's intent with Stripe (3-D Secure included); a sentence when it failed. */
  confirm(
    payment: { kind: 'payment' | 'setup'; client_secret: string },
    returnUrl: string,
  ): Promise<string | null>;
}

const loaders = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js instance per publishable key for the whole page life. */
const stripeFor = (publishableKey: string) => {
  let loader = loaders.get(publishableKey);
  if (!loader) {
    loader = loadStripe(publishableKey);
    loaders.set(publishableKey, loader);
  }
  return loader;
};

/** Hands the form its check/confirm once Stripe.js and the element are ready. */
function Bridge({ onReady }: { onReady: (api: StripeConfirm | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({
      async check() {
        const { error } = await elements.submit();
        return error ? (error.message ?? 'Check your card details.') : null;
      },
      async confirm(payment, returnUrl) {
        const params = {
          elements,
          clientSecret: payment.client_secret,
          confirmParams: { return_url: returnUrl },
        };
        const { error } =
          payment.kind === 'payment'
            ? await stripe.confirmPayment({ ...params, redirect: 'if_required' })
            : await stripe.confirmSetup({ ...params, redirect: 'if_required' });
        return error ? (error.message ?? NOT_COMPLETED_MESSAGE) : null;
      },
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return <PaymentElement />;
}

/**
 * With Stripe configured the card is typed into Stripe's Payment Element (an iframe served by
 * Stripe): the number goes from the browser to Stripe and never to our api. The element is
 * created for the quoted amount; the api creates the matching intent when the buyer pays.
 */
export default function StripeCardField({
  publishableKey,
  amount,
  currency,
  onReady,
}: {
  publishableKey: string;
  amount: number;
  currency: string;
  onReady: (api: StripeConfirm | null) => void;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const options = useMemo(
    () =>
      amount > 0
        ? { mode: 'payment' as const, amount, currency: currency.toLowerCase() }
        : { mode: 'setup' as const, currency: currency.toLowerCase() },
    [amount, currency],
  );
  return (
    <fieldset className="grid gap-3" data-testid="stripe-card">
      <legend className="mb-2 font-semibold text-fg">Card</legend>
      <Elements stripe={stripe} options={options}>
        <Bridge onReady={onReady} />
      </Elements>
    </fieldset>
  );
}
