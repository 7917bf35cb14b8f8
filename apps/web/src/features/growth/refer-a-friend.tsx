'use client';

import type { ReferralSummary } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { GROWTH_MESSAGES, REFERRAL_CREDIT_PERCENT } from '@learnbox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { SignInNeeded } from '../progress/sign-in-needed';
import { useSession } from '../user-info/use-user-info';

/**
 * /refer-a-friend: the signed-in user's code and link, how many friends signed up and paid, and
 * the credits earned (single-use coupons, entered at checkout like any coupon).
 */
export function ReferAFriend() {
  const session = useSession();
  const signedIn = Boolean(session.user);
  const summary = useQuery({
    queryKey: ['referral-mine'],
    enabled: signedIn,
    queryFn: async (): Promise<ReferralSummary> => {
      const result = await api.call(apiRefs.analytics.referral);
      if (!result.ok) throw new Error(result.errorText);
      return result.data;
    },
  });
  const [copied, setCopied] = useState(false);
  if (session.status === 'pending' || session.status === 'idle')
    return <p className="mt-8 text-muted">Loading…</p>;
  if (!signedIn)
    return (
      <SignInNeeded
        title="Log in to refer a friend"
        what="Your referral link and credits are in your account."
      />
    );
  if (summary.isPending) return <p className="mt-8 text-muted">Loading…</p>;
  if (summary.isError)
    return (
      <p className="mt-8 text-red-600" role="alert">
        {summary.error.message}
      </p>
    );
  const data = summary.data;
  return (
    <div className="mt-8 grid max-w-2xl gap-6">
      <p className="text-muted">
        {GROWTH_MESSAGES.REFERRAL_CREDIT_NOTE} Each credit is a {REFERRAL_CREDIT_PERCENT}% coupon for one
        checkout.
      </p>
      <div className="rounded-2xl border border-line bg-surface p-6">
        <p className="text-sm text-muted">Your code</p>
        <p className="mt-1 font-mono text-2xl font-bold" data-testid="referral-code">
          {data.code}
        </p>
        <p className="mt-4 text-sm text-muted">Your link</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <code className="break-all" data-testid="referral-link">
            {data.link}
          </code>
          <button
            type="button"
            className="rounded-lg border border-line px-3 py-1.5 text-sm font-semibold"
            onClick={() => {
              void navigator.clipboard?.writeText(data.link).then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </div>
      </div>
      <p data-testid="referral-counts">
        {data.friends_signed_up} friends signed up with your code; {data.friends_paid} of them made a first
        payment.
      </p>
      <section aria-label="Your credits">
        <h2 className="text-lg font-semibold">Your credits</h2>
        {data.credits.length ? (
          <ul className="mt-2 grid gap-2">
            {data.credits.map((credit) => (
              <li key={credit.coupon} className="flex gap-3" data-testid="referral-credit">
                <code className="font-mono">{credit.coupon}</code>
                <span>
                  {credit.percent_off}% off {credit.used ? '(used)' : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">No credits yet.</p>
        )}
      </section>
    </div>
  );
}
