'use client';

import type { TwoFactorState } from '@learnbox/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { authApi } from '../auth/auth-api';
import { Field, FormMessage, SubmitButton } from '../auth/form-parts';
import { useSessionActions } from '../auth/use-session-actions';
import { OpenModalButton } from '../modals/open-modal-button';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { USER_INFO_QUERY_KEY, useSession } from '../user-info/use-user-info';
import { QrCode } from './qr-code';
import { SessionsSettings } from './sessions-settings';

type Pending = { via: 'email' | 'app'; enabled: boolean } | null;

/** The two second factors, each switched on or off (spec section 4 "Two-factor"). */
function TwoFactorSettings() {
  const queryClient = useQueryClient();
  const { data, refetch } = useQuery({
    queryKey: ['two-factor'],
    queryFn: async () => {
      const result = await authApi.twoFactorState();
      if (!result.ok) throw new Error(result.errorText);
      return result.data;
    },
  });
  const [state, setState] = useState<TwoFactorState | null>(null);
  const current = state ?? data ?? null;
  const [pending, setPending] = useState<Pending>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const finish = async (next: TwoFactorState, text: string) => {
    setState(next);
    setMessage({ tone: 'info', text });
    await Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY })]);
  };

  const confirmChange = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    setBusy(true);
    setErrors({});
    setMessage(null);
    const result = await authApi.updateTwoFactor({ ...pending, password });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage({ tone: 'error', text: result.errorText });
      return;
    }
    setPending(null);
    setPassword('');
    const what = pending.via === 'email' ? 'E-mailed codes' : 'The authenticator app';
    if (result.data.app_enrolment) setState(result.data);
    else await finish(result.data, `${what} ${pending.enabled ? 'will be asked for at login' : 'is off'}.`);
  };

  const confirmApp = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const result = await authApi.confirmAuthenticator(code.replace(/\s+/g, ''));
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage({ tone: 'error', text: result.errorText });
      return;
    }
    setCode('');
    await finish(result.data, 'The authenticator app is on: login will ask for its code.');
  };

  if (!current) return <p className="text-sm text-muted">Loading…</p>;
  const rows = [
    {
      via: 'app' as const,
      on: current.two_factor_via_app,
      title: 'Authenticator app',
      text: 'A code from an app such as Google Authenticator or 1Password.',
    },
    {
      via: 'email' as const,
      on: current.two_factor_via_email,
      title: 'E-mailed code',
      text: 'A code we e-mail you each time you log in.',
    },
  ];

  return (
    <section className="space-y-4" aria-labelledby="two-factor-title" data-testid="two-factor-settings">
      <h2 id="two-factor-title" className="text-xl font-semibold text-fg">
        Two-factor login
      </h2>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
        {rows.map((row) => (
          <li key={row.via} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium text-fg">{row.title}</p>
              <p className="text-sm text-muted">{row.text}</p>
            </div>
            <button
              type="button"
              data-testid={`two-factor-${row.via}-toggle`}
              data-on={row.on}
              onClick={() => {
                setPending({ via: row.via, enabled: !row.on });
                setMessage(null);
              }}
              className="h-9 rounded-lg border border-line px-3 text-sm font-semibold text-fg hover:bg-surface-2"
            >
              {row.on ? 'Turn off' : 'Turn on'}
            </button>
          </li>
        ))}
      </ul>
      {pending ? (
        <form onSubmit={confirmChange} className="max-w-md space-y-3" data-testid="two-factor-password-form">
          <Field
            label="Confirm with your password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            data-testid="two-factor-password"
          />
          <SubmitButton busy={busy} testId="two-factor-password-submit">
            {pending.enabled ? 'Turn on' : 'Turn off'}
          </SubmitButton>
        </form>
      ) : null}
      {current.app_enrolment ? (
        <form
          onSubmit={confirmApp}
          className="max-w-md space-y-3 rounded-xl border border-line bg-surface p-4"
          data-testid="totp-enrolment"
        >
          <p className="text-sm text-fg">
            Scan this code with your authenticator app, or type the key below into it.
          </p>
          <QrCode value={current.app_enrolment.totp_uri} label="QR code for your authenticator app" />
          <p className="text-sm">
            Key:{' '}
            <code className="break-all font-mono text-fg" data-testid="totp-secret">
              {current.app_enrolment.totp_secret}
            </code>
          </p>
          <Field
            label="Code from the app"
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.totp}
            data-testid="totp-code"
          />
          <SubmitButton busy={busy} testId="totp-confirm">
            Confirm and turn on
          </SubmitButton>
        </form>
      ) : null}
    </section>
  );
}

/** /settings/security: second factors, where you're logged in, and ending every session. */
export function SecuritySettings() {
  const session = useSession();
  const { logout } = useSessionActions();
  if (session.status === 'pending' || session.status === 'idle') return <PageContainer>{null}</PageContainer>;
  if (!session.user)
    return (
      <PageContainer>
        <PageIntro title="Security settings">
          <p>Log in to change how you log in.</p>
        </PageIntro>
        <div className="mt-6">
          <OpenModalButton name="Login">Log in</OpenModalButton>
        </div>
      </PageContainer>
    );
  return (
    <PageContainer>
      <PageIntro eyebrow="Account" title="Security settings">
        <p>Signed in as {session.user.email}.</p>
      </PageIntro>
      <div className="mt-8 max-w-2xl space-y-10 pb-16">
        <TwoFactorSettings />
        <SessionsSettings />
        <section className="space-y-3" aria-labelledby="sessions-title">
          <h2 id="sessions-title" className="text-xl font-semibold text-fg">
            Log out everywhere
          </h2>
          <p className="text-sm text-muted">
            Lost a device, or logged in somewhere you should not have? End every session, this one included.
          </p>
          <button
            type="button"
            data-testid="logout-everywhere"
            onClick={() => void logout({ everywhere: true })}
            className="h-10 rounded-lg border border-red-300 px-4 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950/40"
          >
            Log out everywhere
          </button>
        </section>
      </div>
    </PageContainer>
  );
}
