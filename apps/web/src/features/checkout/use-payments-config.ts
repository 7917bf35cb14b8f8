'use client';

import type { PaymentsConfig } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api-client';

/** Which card form the checkout shows: the built-in one, or Stripe's Payment Element. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['payments-config'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<PaymentsConfig> => {
      const result = await api.call(apiRefs.payments.config);
      if (!result.ok) throw new Error(result.errorText);
      return result.data;
    },
  });
}
