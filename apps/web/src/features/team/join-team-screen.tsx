'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { FormMessage } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';
import { useModalStore } from '../modal-state/modal-store';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { USER_INFO_QUERY_KEY, useSession } from '../user-info/use-user-info';
import { teamApi } from './team-api';

const PRIMARY =
  'inline-flex h-11 items-center justify-center rounded-xl bg-brand-solid px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
const SECONDARY =
  'inline-flex h-11 items-center justify-center rounded-xl border border-line px-5 text-sm font-semibold text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * /join-team?token=: the mailed invitation. Anyone with the link sees which team invites which
 * address; accepting needs that address's verified account, so a logged-out visitor logs in (and
 * comes back here) or signs up first.
 */
export function JoinTeamScreen({ token }: { token: string | null }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const openModal = useModalStore((state) => state.open);
  const form = useApiForm();
  const [joined, setJoined] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['invitation', token],
    enabled: token !== null,
    retry: false,
    queryFn: async () => {
      const result = await teamApi.lookupInvitation(token ?? '');
      if (!result.ok) throw new Error(result.errorText);
      return result.data;
    },
  });
  const here = `/join-team?token=${encodeURIComponent(token ?? '')}`;

  const accept = async () => {
    const reply = await form.submitWith(() => teamApi.acceptInvitation(token ?? ''));
    if (!reply) return;
    setJoined(reply.organization_name);
    await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
  };

  const invitation = preview.data;
  return (
    <PageContainer>
      <PageIntro eyebrow="Team" title={invitation ? `Join ${invitation.organization_name}` : 'Join a team'} />
      <div className="mt-8 max-w-lg space-y-4" data-testid="join-team">
        {!token ? (
          <FormMessage tone="error">
            This link is incomplete. Open the link from the e-mail again.
          </FormMessage>
        ) : null}
        {preview.isPending && token ? <FormMessage tone="info">Checking your invitation…</FormMessage> : null}
        {preview.isError ? <FormMessage tone="error">{preview.error.message}</FormMessage> : null}
        {invitation && joined ? (
          <>
            <FormMessage tone="info" testId="join-team-done">
              Welcome to {joined}! Your seat gives you the team's subscription.
            </FormMessage>
            <Link href="/explore" className={PRIMARY}>
              Start learning
            </Link>
          </>
        ) : null}
        {invitation && !joined ? (
          <div className="space-y-4 rounded-2xl border border-line bg-surface p-6">
            <p className="text-fg">
              {invitation.invited_by ? `${invitation.invited_by} invited` : 'You are invited:'}{' '}
              <strong>{invitation.email}</strong> to a seat on {invitation.organization_name}'s Learnbox plan.
            </p>
            {session.user ? (
              <>
                {session.user.email.toLowerCase() !== invitation.email ? (
                  <FormMessage tone="info">
                    You are logged in as {session.user.email}. Log in as {invitation.email} to accept.
                  </FormMessage>
                ) : null}
                {form.errorText ? <FormMessage tone="error">{form.errorText}</FormMessage> : null}
                <button
                  type="button"
                  className={PRIMARY}
                  disabled={form.busy}
                  onClick={() => void accept()}
                  data-testid="join-team-accept"
                >
                  {form.busy ? 'Please wait…' : 'Accept invitation'}
                </button>
              </>
            ) : session.status === 'pending' ? null : (
              <>
                <p className="text-sm text-muted">
                  Log in with {invitation.email} to accept. New to Learnbox? Sign up with that address, verify
                  it from the mail we send, then open this invitation link again.
                </p>
                <div className="flex flex-wrap gap-3">
                  <Link
                    href={`/login?returnUrl=${encodeURIComponent(here)}`}
                    className={PRIMARY}
                    data-testid="join-team-login"
                  >
                    Log in to accept
                  </Link>
                  <button type="button" className={SECONDARY} onClick={() => openModal('Signup')}>
                    Sign up
                  </button>
                </div>
              </>
            )}
          </div>
        ) : null}
      </div>
    </PageContainer>
  );
}
