'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { authApi } from './auth-api';
import { FormMessage, PasswordField, SubmitButton } from './form-parts';
import { LoginForm } from './login-form';
import { useApiForm } from './use-api-form';
import { useSessionActions } from './use-session-actions';

/**
 * /signup-and-reset-password/{token} (spec section 2): a mailed link to choose a password, for a
 * forgotten password or an account made without one (invitation, logged-out purchase). User
 * info is not loaded here at startup; after the password is set the browser is logged in, or,
 * for a two-factor account, asked for its code.
 */
export function SetPasswordScreen({ token }: { token: string }) {
  const router = useRouter();
  const { afterLogin } = useSessionActions();
  const [password, setPassword] = useState('');
  const { busy, errorText, errors, submitWith } = useApiForm();
  const [needsSecondFactor, setNeedsSecondFactor] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await submitWith(() => authApi.resetPassword({ token, password }));
    if (!data) return;
    if (data.status === 'two_factor_required') {
      setNeedsSecondFactor(data.email);
      return;
    }
    await afterLogin();
    router.replace('/');
  };

  return (
    <PageContainer>
      <PageIntro eyebrow="Account" title="Choose your password">
        <p>Pick a new password for your Learnbox account.</p>
      </PageIntro>
      <div className="mt-8 max-w-md rounded-2xl border border-line bg-surface p-6 sm:p-8">
        {needsSecondFactor ? (
          <div className="space-y-4" data-testid="set-password-second-factor">
            <FormMessage tone="info">
              Your password is changed. Log in with it and your second factor.
            </FormMessage>
            <LoginForm returnUrl="/" />
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4" data-testid="set-password-form" noValidate>
            {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
            <PasswordField
              value={password}
              onValue={setPassword}
              error={errors.password ?? errors.token}
              testId="set-password-password"
              label="New password"
              isNew
            />
            <SubmitButton busy={busy} testId="set-password-submit">
              Save password and log in
            </SubmitButton>
          </form>
        )}
      </div>
    </PageContainer>
  );
}
