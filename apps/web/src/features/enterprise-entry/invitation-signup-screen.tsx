'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { FormMessage, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { teamApi } from '../team/team-api';
import { USER_INFO_QUERY_KEY } from '../user-info/use-user-info';
import { entryApi } from './entry-api';
import { linkLookup } from './link-token';
import { NewAccountFields, useNewAccount } from './new-account-fields';

/**
 * /signup-and-reset-password/{token}?invitation=1: an admin invited an address that has no account.
 * The page asks a name and a password; the api creates the account (verified: the link proves the
 * inbox), takes the seat with the ordinary accept, and logs in; then home.
 */
export function InvitationSignupScreen({ token }: { token: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useApiForm();
  const account = useNewAccount();
  const invitation = useQuery({
    queryKey: ['invitation', token],
    retry: false,
    queryFn: () => linkLookup(teamApi.lookupInvitation(token)),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await form.submitWith(() =>
      entryApi.invitationSignup(token, account.fullName, account.password),
    );
    if (!reply) return;
    await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
    router.replace('/');
  };

  const data = invitation.data;
  return (
    <PageContainer>
      <PageIntro eyebrow="Team" title={data ? `Join ${data.organization_name}` : 'Join your team'}>
        <p>Choose your name and a password: your account is created and takes its seat.</p>
      </PageIntro>
      <div className="mt-8 max-w-md space-y-4" data-testid="invitation-signup">
        {invitation.isPending ? <FormMessage tone="info">Checking your invitation…</FormMessage> : null}
        {invitation.isError ? <FormMessage tone="error">{invitation.error.message}</FormMessage> : null}
        {data ? (
          <form
            onSubmit={submit}
            className="space-y-4 rounded-2xl border border-line bg-surface p-6 sm:p-8"
            data-testid="invitation-signup-form"
            noValidate
          >
            <p className="text-fg">
              {data.invited_by ? `${data.invited_by} invited` : 'You are invited:'}{' '}
              <strong>{data.email}</strong> to a seat on {data.organization_name}'s Learnbox plan.
            </p>
            {form.errorText ? <FormMessage tone="error">{form.errorText}</FormMessage> : null}
            <NewAccountFields
              account={account}
              errors={{
                fullName: form.errors.full_name,
                password: form.errors.password ?? form.errors.token,
              }}
              testIds={{ fullName: 'invitation-signup-name', password: 'invitation-signup-password' }}
            />
            <SubmitButton busy={form.busy} testId="invitation-signup-submit">
              Create my account and join
            </SubmitButton>
          </form>
        ) : null}
      </div>
    </PageContainer>
  );
}
