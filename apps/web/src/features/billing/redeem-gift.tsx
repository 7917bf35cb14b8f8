'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { planLabel } from '@learnbox/domain';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { api } from '../api-client/api-client';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { USER_INFO_QUERY_KEY, useUserInfo } from '../user-info/use-user-info';

/** /gift/redeem?code=: the recipient of a gift turns it into a subscription. */
export function RedeemGift({ initialCode }: { initialCode: string }) {
  const user = useUserInfo();
  const queryClient = useQueryClient();
  const [code, setCode] = useState(initialCode);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await api.call(apiRefs.subscriptions.redeemGift, { body: { code } });
    setResult(
      reply.ok
        ? {
            ok: true,
            text: `Your gift is redeemed: ${planLabel(reply.data.plan_code)} until ${new Date(reply.data.expires_at).toDateString()}.`,
          }
        : { ok: false, text: reply.errorText },
    );
    await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
  };
  return (
    <PageContainer>
      <PageIntro eyebrow="Gift" title="Redeem your gift" />
      {!user.isPending && !user.data ? (
        <p className="mt-6">
          <Link
            className="text-brand underline"
            href={`/login?returnUrl=${encodeURIComponent(`/gift/redeem?code=${encodeURIComponent(code)}`)}`}
          >
            Log in
          </Link>{' '}
          with the address the gift was sent to.
        </p>
      ) : (
        <form onSubmit={submit} className="mt-6 flex max-w-md gap-2">
          <label className="sr-only" htmlFor="gift-code">
            Gift code
          </label>
          <input
            id="gift-code"
            className="w-full rounded-lg border border-line bg-canvas px-3 py-2"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="rounded-lg bg-brand-solid px-4 py-2 font-semibold text-white">
            Redeem
          </button>
        </form>
      )}
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className="mt-4" data-testid="redeem-result">
          {result.text}
        </p>
      ) : null}
    </PageContainer>
  );
}
