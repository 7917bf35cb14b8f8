'use client';

import type { CheckoutQuote, CheckoutQuoteBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api-client/api-client';
import type { CheckoutType } from './checkout-types';

/** A quote the api refused: its sentence and the fields it names (seats out of range, …). */
export interface QuoteRefusal {
  errorText: string;
  errors: Record<string, string>;
}

const DEBOUNCE_MS = 250;

/** Waits until the value has stopped changing, so typing "12" seats asks once, not twice. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized key is the dependency.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/**
 * The price of the order as it stands, from POST /api/checkout/{type}/quote: the same code that
 * charges, so the total on the page is the total on the card.
 */
export function useCheckoutQuote(checkoutType: CheckoutType, order: CheckoutQuoteBody, enabled: boolean) {
  const settled = useSettled(order);
  const query = useQuery<CheckoutQuote, QuoteRefusal>({
    queryKey: ['checkout-quote', checkoutType, settled],
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () => {
      const result = await api.call(apiRefs.checkout.quote, { params: { checkoutType }, body: settled });
      if (!result.ok) throw { errorText: result.errorText, errors: result.errors } satisfies QuoteRefusal;
      return result.data;
    },
  });
  // The quote shown is the order's only once the order has stopped changing and its answer is in:
  // until then Pay waits, so nobody pays a total they have not seen.
  const current =
    JSON.stringify(settled) === JSON.stringify(order) &&
    query.isSuccess &&
    !query.isPlaceholderData &&
    !query.isFetching;
  return { ...query, current };
}
