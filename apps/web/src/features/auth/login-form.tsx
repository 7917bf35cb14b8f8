'use client';

import { type ModalName, STRONGER_CAPTCHA_MESSAGE } from '@learnbox/domain';
import { type FormEvent, useState } from 'react';
import { authApi } from './auth-api';
import { EmailField, Field, FormMessage, LinkButton, PasswordField, SubmitButton } from './form-parts';
import { SsoButtons } from './sso-buttons';
import { useApiForm } from './use-api-form';
import { useCaptcha } from './use-captcha';
import { useFocusWhenShown } from './use-focus-when-shown';
import { useSessionActions } from './use-session-actions';

type Step =
  | { kind: 'password' }
  | {
      kind: 'code';
      viaEmail: boolean;
      viaApp: boolean;
      method: 'totp' | 'two_factor_code';
      codeSent: boolean;
    };

interface LoginFormProps {
  returnUrl?: string | null;
  onDone?: () => void;
  /** Opens another modal (forgot password, sign up, ...). */
  onSwitch?: (name: ModalName) => void;
}

/**
 * E-mail and password, then the second factor when the account has one (spec section 7
 * "login": two_factor_code for the mailed code, totp for the app's). Field errors come from
 * the api's `errors` map.
 */
export function LoginForm({ returnUrl, onDone, onSwitch }: LoginFormProps) {
  const { afterLogin } = useSessionActions();
  const { getTokens, loadError } = useCaptcha('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const { busy, errorText, errors, submitWith } = useApiForm();
  // The e-mail and password fields go away for the code step; focus follows to the code field.
  const codeRef = useFocusWhenShown<HTMLInputElement>(step.kind === 'code');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await submitWith(async () => {
      const second = step.kind === 'code' && code ? { [step.method]: code.replace(/\s+/g, '') } : {};
      const attempt = async () => authApi.login({ email, password, ...(await getTokens(email)), ...second });
      const result = await attempt();
      // The account crossed its failed-login threshold since the challenge was fetched: the
      // next challenge for it is the harder one.
      if (!result.ok && result.errors.captcha === STRONGER_CAPTCHA_MESSAGE) return attempt();
      return result;
    });
    if (!data) return;
    if (data.status === 'two_factor_required') {
      const { two_factor_via_app: viaApp, two_factor_via_email: viaEmail, code_sent: codeSent } = data;
      setStep({
        kind: 'code',
        viaApp,
        viaEmail,
        codeSent,
        method: step.kind === 'code' ? step.method : viaApp ? 'totp' : 'two_factor_code',
      });
      setCode('');
      return;
    }
    onDone?.();
    await afterLogin(returnUrl);
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="login-form" noValidate>
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      {step.kind === 'password' ? (
        <>
          <EmailField value={email} onValue={setEmail} error={errors.email} testId="login-email" />
          <PasswordField
            value={password}
            onValue={setPassword}
            error={errors.password}
            testId="login-password"
          />
        </>
      ) : (
        <>
          <FormMessage tone="info" testId="login-two-factor-prompt">
            {step.method === 'totp'
              ? 'Enter the 6-digit code your authenticator app shows.'
              : step.codeSent
                ? `We e-mailed a 6-digit code to ${email}.`
                : 'Enter the 6-digit code we e-mailed you.'}
          </FormMessage>
          <Field
            label={step.method === 'totp' ? 'Authenticator code' : 'E-mailed code'}
            name={step.method}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors[step.method]}
            data-testid="login-code"
            ref={codeRef}
          />
          {step.viaApp && step.viaEmail ? (
            <LinkButton
              onClick={() =>
                setStep({ ...step, method: step.method === 'totp' ? 'two_factor_code' : 'totp' })
              }
              testId="login-switch-method"
            >
              {step.method === 'totp' ? 'Use the e-mailed code instead' : 'Use the authenticator app instead'}
            </LinkButton>
          ) : null}
        </>
      )}
      <SubmitButton busy={busy} testId="login-submit">
        {step.kind === 'password' ? 'Log in' : 'Verify and log in'}
      </SubmitButton>
      {step.kind === 'password' ? (
        <div className="flex flex-wrap justify-between gap-2">
          {onSwitch ? (
            <>
              <LinkButton onClick={() => onSwitch('Recover')} testId="login-forgot">
                Forgot your password?
              </LinkButton>
              <LinkButton onClick={() => onSwitch('Signup')} testId="login-to-signup">
                Create an account
              </LinkButton>
              <LinkButton onClick={() => onSwitch('ResendVerification')}>
                Resend the verification e-mail
              </LinkButton>
              <LinkButton onClick={() => onSwitch('SingleSignOn')}>Log in with your company's SSO</LinkButton>
            </>
          ) : null}
        </div>
      ) : null}
      {step.kind === 'password' ? <SsoButtons operation="login" pageUri={returnUrl ?? undefined} /> : null}
    </form>
  );
}
