'use client';

import { type ModalName, UTM_FIELDS } from '@learnbox/domain';
import { type FormEvent, useState } from 'react';
import { readAttribution } from '../attribution';
import { authApi } from './auth-api';
import { EmailField, Field, FormMessage, LinkButton, PasswordField, SubmitButton } from './form-parts';
import { SsoButtons } from './sso-buttons';
import { useApiForm } from './use-api-form';
import { useCaptcha } from './use-captcha';
import { useSessionActions } from './use-session-actions';

/**
 * The attribution sent with the sign-up (spec section 7 "Attribution"): the stored snapshot of
 * section 3, and this URL's UTM parameters when it carries some (a sign-up page linked directly).
 */
function attributionForSignup(): Record<string, string> {
  const params = new URLSearchParams(window.location.search);
  const utm: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(`utm_${field}`);
    if (value) utm[`utm_${field}`] = value.slice(0, 200);
  }
  const snapshot: Record<string, string> = { ...readAttribution(), ...utm };
  if (!snapshot.referral_site && document.referrer) snapshot.referral_site = document.referrer;
  return snapshot;
}

export function SignupForm({
  onDone,
  onSwitch,
}: {
  onDone?: () => void;
  onSwitch?: (name: ModalName) => void;
}) {
  const { afterLogin } = useSessionActions();
  const { getTokens, loadError } = useCaptcha('signup');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, errorText, errors, submitWith } = useApiForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await submitWith(async () =>
      authApi.signup({
        full_name: fullName,
        email,
        password,
        tokens: await getTokens(),
        page_uri: window.location.pathname,
        ...attributionForSignup(),
      }),
    );
    if (!data) return;
    onDone?.();
    await afterLogin();
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="signup-form" noValidate>
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      <Field
        label="Full name"
        name="full_name"
        autoComplete="name"
        required
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={errors.full_name}
        data-testid="signup-name"
      />
      <EmailField value={email} onValue={setEmail} error={errors.email} testId="signup-email" />
      <PasswordField
        value={password}
        onValue={setPassword}
        error={errors.password}
        testId="signup-password"
        isNew
      />
      <SubmitButton busy={busy} testId="signup-submit">
        Create account
      </SubmitButton>
      {onSwitch ? (
        <LinkButton onClick={() => onSwitch('Login')} testId="signup-to-login">
          Already have an account? Log in
        </LinkButton>
      ) : null}
      <SsoButtons operation="signup" />
    </form>
  );
}
