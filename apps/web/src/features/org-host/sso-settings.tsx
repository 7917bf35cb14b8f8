'use client';

import type { OrgHostSettingsReply } from '@learnbox/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiResult } from '../api-client/api-client';
import type { DashboardSectionProps } from '../team/dashboard-types';
import { orgHostApi } from './org-host-api';

const SECTION = 'rounded-2xl border border-line bg-surface p-5 sm:p-6';
const FIELD = 'mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm text-fg';
const BUTTON = 'rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white disabled:opacity-60';
const key = (organizationId: string) => ['org-host-settings', organizationId] as const;

type Notice = { tone: 'error' | 'info'; text: string } | null;

function NoticeLine({ notice, testId }: { notice: Notice; testId: string }) {
  if (!notice) return null;
  return (
    <p
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`mt-3 text-sm ${notice.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-fg'}`}
    >
      {notice.text}
    </p>
  );
}

/** Runs a save, puts the new settings in the cache and says how it went. */
function useSave(organizationId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run(call: () => Promise<ApiResult<OrgHostSettingsReply>>, done: string): Promise<Notice> {
      setBusy(true);
      try {
        const result = await call();
        if (!result.ok) return { tone: 'error', text: result.errorText };
        queryClient.setQueryData(key(organizationId), result.data);
        return { tone: 'info', text: done };
      } finally {
        setBusy(false);
      }
    },
  };
}

/** The organization's own host: subdomain and brand colour. */
function HostForm({ settings }: { settings: OrgHostSettingsReply }) {
  const [subdomain, setSubdomain] = useState(settings.subdomain ?? '');
  const [color, setColor] = useState(settings.brand_color ?? '');
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSave(settings.organization_id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(
      await save.run(
        () =>
          orgHostApi.saveHost(settings.organization_id, {
            subdomain: subdomain.trim() || null,
            brand_color: color.trim() || null,
          }),
        'Saved.',
      ),
    );
  };
  return (
    <form className={SECTION} onSubmit={submit} data-testid="org-host-form">
      <h2 className="text-lg font-semibold text-fg">Your organization’s address</h2>
      <p className="mt-1 text-sm text-muted">
        Members and visitors open your space at its own address, with your name and colour in the header.
      </p>
      {settings.host_origin ? (
        <p className="mt-2 text-sm">
          <a
            className="font-mono text-brand underline"
            href={settings.host_origin}
            data-testid="org-host-origin"
          >
            {settings.host_origin}
          </a>
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className="text-sm font-medium text-fg">
          Subdomain
          <input
            className={FIELD}
            value={subdomain}
            onChange={(event) => setSubdomain(event.target.value)}
            placeholder="acme"
            data-testid="org-host-subdomain"
          />
        </label>
        <label className="text-sm font-medium text-fg">
          Brand colour (#rrggbb)
          <input
            className={FIELD}
            value={color}
            onChange={(event) => setColor(event.target.value)}
            placeholder="#0f766e"
            data-testid="org-host-brand-color"
          />
        </label>
      </div>
      <button type="submit" className={`${BUTTON} mt-4`} disabled={save.busy} data-testid="org-host-save">
        Save address
      </button>
      <NoticeLine notice={notice} testId="org-host-notice" />
    </form>
  );
}

/** The organization's OpenID Connect provider; the stored secret is never shown, only whether one is set. */
function SsoForm({ settings }: { settings: OrgHostSettingsReply }) {
  const [issuer, setIssuer] = useState(settings.sso.issuer ?? '');
  const [clientId, setClientId] = useState(settings.sso.client_id ?? '');
  const [secret, setSecret] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSave(settings.organization_id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      issuer: issuer.trim(),
      client_id: clientId.trim(),
      ...(secret ? { client_secret: secret } : {}),
    };
    const result = await save.run(
      () => orgHostApi.saveSso(settings.organization_id, body),
      'Single sign-on is on.',
    );
    if (result?.tone === 'info') setSecret('');
    setNotice(result);
  };
  const turnOff = async () => {
    setNotice(await save.run(() => orgHostApi.deleteSso(settings.organization_id), 'Single sign-on is off.'));
  };
  return (
    <form className={SECTION} onSubmit={submit} data-testid="org-sso-form">
      <h2 className="text-lg font-semibold text-fg">Single sign-on</h2>
      <p className="mt-1 text-sm text-muted">
        Members sign in on your organization’s address with your identity provider (OpenID Connect). A
        verified address from your provider signs them in and, while seats are free, gives them a seat.
      </p>
      {settings.sso.redirect_uri ? (
        <p className="mt-2 text-sm text-fg">
          Register this redirect URI at your provider:{' '}
          <code className="font-mono" data-testid="org-sso-redirect-uri">
            {settings.sso.redirect_uri}
          </code>
        </p>
      ) : (
        <p className="mt-2 text-sm text-fg">
          Set a subdomain above first: sign-in happens on your own address.
        </p>
      )}
      <div className="mt-4 grid gap-4">
        <label className="text-sm font-medium text-fg">
          Issuer URL
          <input
            className={FIELD}
            value={issuer}
            onChange={(event) => setIssuer(event.target.value)}
            placeholder="https://login.example.com/realms/acme"
            data-testid="org-sso-issuer"
          />
        </label>
        <label className="text-sm font-medium text-fg">
          Client id
          <input
            className={FIELD}
            value={clientId}
            onChange={(event) => setClientId(event.target.value)}
            data-testid="org-sso-client-id"
          />
        </label>
        <label className="text-sm font-medium text-fg">
          Client secret
          <input
            className={FIELD}
            type="password"
            autoComplete="off"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            placeholder={settings.sso.has_client_secret ? 'Stored; type a new one to replace it' : ''}
            data-testid="org-sso-client-secret"
          />
        </label>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={BUTTON} disabled={save.busy} data-testid="org-sso-save">
          Save and check the provider
        </button>
        {settings.sso.configured ? (
          <button
            type="button"
            className="rounded-lg border border-line px-4 py-2 text-sm font-semibold"
            disabled={save.busy}
            onClick={turnOff}
            data-testid="org-sso-off"
          >
            Turn single sign-on off
          </button>
        ) : null}
      </div>
      <NoticeLine notice={notice} testId="org-sso-notice-line" />
    </form>
  );
}

/** Dashboard tab `sso`: the organization's own address, brand colour and single sign-on. */
export function SsoSettingsSection({ organizationId }: DashboardSectionProps) {
  const settings = useQuery({
    queryKey: key(organizationId),
    queryFn: async () => {
      const result = await orgHostApi.settings(organizationId);
      if (!result.ok) throw new Error(result.errorText);
      return result.data;
    },
  });
  if (settings.isPending) return <p className="mt-6 text-sm text-muted">Loading settings…</p>;
  if (settings.isError)
    return (
      <p role="alert" className="mt-6 text-sm text-red-700 dark:text-red-300">
        {settings.error.message}
      </p>
    );
  return (
    <div className="mt-6 grid gap-6" data-testid="org-sso-settings">
      <HostForm settings={settings.data} />
      <SsoForm settings={settings.data} />
    </div>
  );
}
