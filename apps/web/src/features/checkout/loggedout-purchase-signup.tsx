'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { LOGGED_OUT_PURCHASE_SIGNUP_TYPE } from '@learnbox/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api-client/api-client';
import { readAttribution } from '../attribution';
import { useCaptcha } from '../auth/use-captcha';
import { USER_INFO_QUERY_KEY } from '../user-info/use-user-info';

const input = 'mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-fg';

/**
 * loggedout-enterprise-purchase: a visitor creates the buyer account first (signup with
 * ?signup_type=loggedout-user-purchase, the password is set later from the mailed link), then the
 * checkout form appears for the new account.
 */
export function LoggedOutPurchaseSignup() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { getTokens, loadError } = useCaptcha('signup');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let tokens: Awaited<ReturnType<typeof getTokens>>;
    try {
      tokens = await getTokens();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    const result = await api.call(apiRefs.auth.signup, {
      query: { signup_type: LOGGED_OUT_PURCHASE_SIGNUP_TYPE },
      body: { full_name: name, email, tokens, ...readAttribution() },
    });
    if (!result.ok) {
      setError(result.errorText);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
  };
  return (
    <form
      onSubmit={submit}
      className="mt-8 grid max-w-md gap-3"
      aria-label="Your account"
      data-testid="loggedout-signup"
    >
      <p className="text-muted">Tell us who is buying; we e-mail you a link to set your password.</p>
      <label className="text-sm text-muted">
        Full name
        <input className={input} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="text-sm text-muted">
        Work e-mail
        <input className={input} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      {error || loadError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error ?? loadError}
        </p>
      ) : null}
      <button type="submit" className="rounded-lg bg-brand-solid px-5 py-3 font-semibold text-white">
        Continue
      </button>
    </form>
  );
}
