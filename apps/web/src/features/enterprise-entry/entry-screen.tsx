'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Field, FormMessage, SubmitButton } from '../auth/form-parts';
import { LoginForm } from '../auth/login-form';
import { useApiForm } from '../auth/use-api-form';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { USER_INFO_QUERY_KEY } from '../user-info/use-user-info';
import { entryApi } from './entry-api';
import { entryStep, termText } from './entry-step';
import { linkLookup } from './link-token';
import { NewAccountFields, useNewAccount } from './new-account-fields';

/**
 * /enterprise-trial/{token} and /enterprise-signup/{token}: the mailed link shows the company and
 * its term, asks the organization's name (prefilled with the company), and, when logged out, lets
 * the person sign up or log in with the link's address. Submitting creates the organization with
 * them as its admin and opens the dashboard. User info is not loaded here (spec section 2).
 */
export function EntryScreen({ token, kind }: { token: string; kind: 'trial' | 'signup' }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useApiForm();
  const [organizationName, setOrganizationName] = useState<string | null>(null);
  const account = useNewAccount();
  const preview = useQuery({
    queryKey: ['enterprise-entry', token],
    retry: false,
    queryFn: () => linkLookup(entryApi.preview(token)),
  });
  const title = kind === 'trial' ? 'Start your enterprise trial' : 'Set up your organization';
  const data = preview.data;
  const step = data ? entryStep(data) : null;
  const name = organizationName ?? data?.company_name ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await form.submitWith(() =>
      entryApi.claim({
        token,
        organization_name: name,
        ...(step === 'signup'
          ? { account: { full_name: account.fullName, password: account.password } }
          : {}),
      }),
    );
    if (!reply) return;
    await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
    router.push('/enterprise-dashboard');
  };

  return (
    <PageContainer>
      <PageIntro eyebrow="Learnbox for Business" title={data ? `${title}: ${data.company_name}` : title} />
      <div className="mt-8 max-w-lg space-y-4" data-testid="enterprise-entry">
        {preview.isPending ? <FormMessage tone="info">Checking your link…</FormMessage> : null}
        {preview.isError ? (
          <FormMessage tone="error" testId="enterprise-entry-error">
            {preview.error.message}
          </FormMessage>
        ) : null}
        {data ? (
          <div className="space-y-4 rounded-2xl border border-line bg-surface p-6">
            <p className="text-fg">
              {kind === 'trial' ? 'A free enterprise trial' : 'An enterprise plan'} for{' '}
              <strong>{data.company_name}</strong>: {termText(data)}, with <strong>{data.email}</strong> as
              the organization's admin.
            </p>
            {step === 'wrong-account' ? (
              <FormMessage tone="error" testId="enterprise-entry-wrong-account">
                You are logged in as {data.signed_in_email}. This link was sent to {data.email}: log out, then
                open it again and log in or sign up with that address.
              </FormMessage>
            ) : null}
            {step === 'login' ? (
              <div className="space-y-3" data-testid="enterprise-entry-login">
                <p className="text-sm text-muted">
                  {data.email} has a Learnbox account. Log in with it to continue.
                </p>
                <LoginForm onDone={() => void preview.refetch()} />
              </div>
            ) : null}
            {step === 'create' || step === 'signup' ? (
              <form onSubmit={submit} className="space-y-4" data-testid="enterprise-trial-form" noValidate>
                {form.errorText ? <FormMessage tone="error">{form.errorText}</FormMessage> : null}
                <Field
                  label="Organization name"
                  name="organization"
                  autoComplete="organization"
                  value={name}
                  onChange={(event) => setOrganizationName(event.target.value)}
                  error={form.errors.organization_name}
                  data-testid="enterprise-trial-org-name"
                />
                {step === 'signup' ? (
                  <>
                    <p className="text-sm text-muted">
                      Create your account for {data.email}: this link proves the address, so it is verified.
                    </p>
                    <NewAccountFields
                      account={account}
                      errors={{
                        fullName: form.errors['account.full_name'],
                        password: form.errors['account.password'],
                      }}
                      testIds={{
                        fullName: 'enterprise-trial-full-name',
                        password: 'enterprise-trial-password',
                      }}
                    />
                  </>
                ) : null}
                <SubmitButton busy={form.busy} testId="enterprise-trial-submit">
                  Create the organization
                </SubmitButton>
              </form>
            ) : null}
          </div>
        ) : null}
      </div>
    </PageContainer>
  );
}
