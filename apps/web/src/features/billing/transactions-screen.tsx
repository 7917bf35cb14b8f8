'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatMoney, planLabel } from '@learnbox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { type ApiResult, api } from '../api-client/api-client';
import { describeTransaction, transactionStatusWord } from '../checkout/transaction-words';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { SignInNeeded } from '../progress/sign-in-needed';
import { USER_INFO_QUERY_KEY, useSession } from '../user-info/use-user-info';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(result.errorText);
  return result.data;
}

/** /transactions: the current subscription (cancel, cancel trial) and every transaction with its invoice. */
export function TransactionsScreen() {
  const session = useSession();
  if (session.status === 'pending' || session.status === 'idle') return <PageContainer>{null}</PageContainer>;
  if (!session.user)
    return (
      <PageContainer>
        <PageIntro eyebrow="Billing" title="Transactions" />
        <SignInNeeded
          title="Log in to see your transactions"
          what="Your purchases, renewals and invoices are kept on your account."
        />
      </PageContainer>
    );
  return <SignedInTransactions />;
}

function SignedInTransactions() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['transactions'],
    queryFn: () => api.call(apiRefs.billing.transactions).then(dataOf),
  });
  const sub = useQuery({
    queryKey: ['billing-subscription'],
    queryFn: () => api.call(apiRefs.billing.subscription).then(dataOf),
  });
  const [notice, setNotice] = useState<string | null>(null);

  const act = async (
    route: typeof apiRefs.subscriptions.cancel | typeof apiRefs.subscriptions.cancelTrial,
    done: string,
  ) => {
    const result = await api.call(route);
    setNotice(result.ok ? done : result.errorText);
    await queryClient.invalidateQueries({ queryKey: ['billing-subscription'] });
    await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
  };

  const current = sub.data?.subscription;
  return (
    <PageContainer>
      <PageIntro eyebrow="Billing" title="Transactions">
        <p>Your purchases and renewals, with their invoices.</p>
      </PageIntro>
      {current ? (
        <section
          className="mt-6 rounded-2xl border border-line bg-surface p-5"
          data-testid="current-subscription"
        >
          <h2 className="font-semibold text-fg">
            {current.is_trial ? 'Free trial' : 'Subscription'}: {planLabel(current.plan_code)}
          </h2>
          <p className="text-sm text-muted">
            {current.auto_renew ? 'Renews' : 'Ends'} on {date(current.expires_at)}
            {current.pending_plan_code ? `, then changes to ${planLabel(current.pending_plan_code)}` : ''}
          </p>
          {current.is_trial ? (
            <button
              type="button"
              className="mt-3 rounded-lg border border-line px-4 py-2"
              onClick={() => act(apiRefs.subscriptions.cancelTrial, 'Your free trial is cancelled.')}
            >
              Cancel trial
            </button>
          ) : current.auto_renew ? (
            <button
              type="button"
              className="mt-3 rounded-lg border border-line px-4 py-2"
              onClick={() => act(apiRefs.subscriptions.cancel, 'Your subscription will not renew.')}
            >
              Cancel subscription
            </button>
          ) : null}
        </section>
      ) : null}
      {notice ? (
        <p role="status" className="mt-4 text-sm" data-testid="billing-notice">
          {notice}
        </p>
      ) : null}
      {list.isError ? (
        <p role="alert" className="mt-6 text-red-700 dark:text-red-300">
          {(list.error as Error).message}
        </p>
      ) : null}
      {list.data && list.data.transactions.length === 0 ? (
        <p className="mt-6 text-muted" data-testid="no-transactions">
          No transactions yet.{' '}
          <Link className="text-brand underline" href="/unlimited">
            See plans
          </Link>
        </p>
      ) : null}
      {list.data && list.data.transactions.length > 0 ? (
        <table className="mt-6 w-full text-left text-sm" data-testid="transactions">
          <thead className="text-muted">
            <tr>
              <th className="py-2">Date</th>
              <th>Invoice</th>
              <th>What</th>
              <th>Status</th>
              <th className="text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {list.data.transactions.map((txn) => (
              <tr key={txn.transaction_id} className="border-t border-line" data-testid="transaction-row">
                <td className="py-2">{date(txn.created_at)}</td>
                <td className="font-mono">{txn.invoice_number}</td>
                <td>
                  {describeTransaction(txn)}
                  {txn.gift_code ? <span className="block text-muted">Gift code {txn.gift_code}</span> : null}
                </td>
                <td>
                  {transactionStatusWord(txn.status)}
                  {txn.failure_reason ? <span className="block text-muted">{txn.failure_reason}</span> : null}
                </td>
                <td className="text-right">
                  {formatMoney(txn.amount, txn.currency)}
                  {txn.card_last4 ? <span className="block text-muted">card ···{txn.card_last4}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </PageContainer>
  );
}
