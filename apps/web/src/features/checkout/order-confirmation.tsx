'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatMoney, TRANSACTION_NOT_FOUND_MESSAGE } from '@learnbox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect } from 'react';
import { api } from '../api-client/api-client';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { USER_INFO_QUERY_KEY } from '../user-info/use-user-info';
import { describeTransaction, discountLabel } from './transaction-words';

/** /order-confirmation: what was bought, its line items, and where to go next. */
export function OrderConfirmation({ transactionId }: { transactionId: string | null }) {
  const queryClient = useQueryClient();
  const txn = useQuery({
    queryKey: ['transaction', transactionId],
    enabled: transactionId !== null,
    queryFn: async () => {
      const result = await api.call(apiRefs.billing.transaction, { params: { id: transactionId ?? '' } });
      if (!result.ok) throw new Error(result.errorText);
      // The api answers one transaction or a 404; an empty list would be the same 404.
      const [transaction] = result.data.transactions;
      if (!transaction) throw new Error(TRANSACTION_NOT_FOUND_MESSAGE);
      return transaction;
    },
    // A card payment confirmed with Stripe is settled by its webhook a moment later: ask again.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'charging' || status === 'fulfilling' ? 2000 : false;
    },
  });
  const status = txn.data?.status;
  const pending = status === 'charging' || status === 'fulfilling';
  // The purchase changed the user's flags (subscribed, trial, team admin): load them again.
  useEffect(() => {
    // Again when a payment settles while the page is open (status is a dependency on purpose).
    if (status !== 'charging') void queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
  }, [queryClient, status]);
  return (
    <PageContainer>
      <PageIntro
        eyebrow={status === 'failed' ? 'Payment failed' : 'Thank you'}
        title={
          pending
            ? 'Confirming your payment…'
            : status === 'failed'
              ? 'Order not completed'
              : 'Order confirmed'
        }
      />
      {txn.isError ? <p role="alert">{(txn.error as Error).message}</p> : null}
      {status === 'failed' ? (
        <p role="alert" data-testid="order-failed">
          {txn.data?.failure_reason ?? 'The payment failed.'}
        </p>
      ) : null}
      {txn.data ? (
        <section
          className="mt-6 max-w-xl rounded-2xl border border-line bg-surface p-5"
          data-testid="order-confirmation"
        >
          <p className="font-semibold text-fg">{describeTransaction(txn.data)}</p>
          <ul className="mt-2 text-sm" data-testid="line-items">
            {txn.data.discounts_info.map((item) => (
              <li key={item.id} className="flex justify-between">
                <span>{discountLabel(item.id)}</span>
                <span>-{formatMoney(item.amount, txn.data.currency)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between font-semibold">
            <span>{status === 'succeeded' ? 'Paid' : 'Total'}</span>
            <span data-testid="order-amount">{formatMoney(txn.data.amount, txn.data.currency)}</span>
          </p>
          <p className="mt-1 text-sm text-muted">Invoice {txn.data.invoice_number}</p>
        </section>
      ) : null}
      <p className="mt-6 flex gap-4">
        {status === 'succeeded' && txn.data?.checkout_type === 'certificate-purchase' ? (
          <Link className="text-brand underline" href="/certificates" data-testid="see-certificates">
            See your certificate
          </Link>
        ) : null}
        <Link className="text-brand underline" href="/transactions">
          See your transactions
        </Link>
        <Link className="text-brand underline" href="/explore">
          Start learning
        </Link>
      </p>
    </PageContainer>
  );
}
