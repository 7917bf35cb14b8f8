'use client';

import type { TeamMember, TeamReply } from '@learnbox/contracts';
import { seatsLeft } from '@learnbox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import type { ApiResult } from '../api-client/api-client';
import { useFocusWhenShown } from '../auth/use-focus-when-shown';
import type { DashboardSectionProps } from './dashboard-types';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { PendingInvitations } from './pending-invitations';
import { seatRows } from './seat-rows';
import { teamApi } from './team-api';

const SECTION = 'rounded-2xl border border-line bg-surface p-5 sm:p-6';
const teamKey = (organizationId: string) => ['team', organizationId] as const;

async function loadTeam(organizationId: string): Promise<TeamReply> {
  const result = await teamApi.members(organizationId);
  if (!result.ok) throw new Error(result.errorText);
  return result.data;
}

function SeatSummary({ team }: { team: TeamReply }) {
  const rows = seatRows(team.seats);
  return (
    <dl
      className={`grid gap-4 text-center ${rows.length > 3 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}
      data-testid="team-seats"
    >
      {rows.map((row) => (
        <div key={row.testId} className="rounded-xl bg-surface-2 p-3">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="text-2xl font-bold text-fg" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const ACTION = 'rounded-lg border border-line px-4 py-2 text-sm font-semibold';

/** Buy seats while the term is live; reactivate it once it has ended. */
function TermActions({ organization }: { organization: TeamReply['organization'] }) {
  const team = organization.subscription_sub_type === 'TEAM';
  const query = `?organization=${encodeURIComponent(organization.id)}`;
  if (!organization.subscription_sub_type) return null;
  return (
    <p className="mt-4 flex flex-wrap gap-3">
      {organization.subscription_active ? (
        <Link
          className={ACTION}
          href={`/checkout/${team ? 'team-subscription-seats-purchase' : 'enterprise-seats-purchase'}${query}`}
          data-testid="team-buy-seats"
        >
          Buy seats
        </Link>
      ) : (
        <Link
          className={ACTION}
          href={`/checkout/${team ? 'team-subscription-reactivation' : 'enterprise-subscription-reactivation'}${query}`}
          data-testid="team-reactivate"
        >
          Reactivate
        </Link>
      )}
    </p>
  );
}

/** One organization's team: seats, invite form, members and pending invitations. */
function TeamPanel({ organizationId, selfId }: { organizationId: string; selfId: string }) {
  const queryClient = useQueryClient();
  const team = useQuery({ queryKey: teamKey(organizationId), queryFn: () => loadTeam(organizationId) });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  // A removed row takes the focused button with it: keep the keyboard on the outcome instead.
  const noticeRef = useFocusWhenShown<HTMLParagraphElement>(notice);

  // Every change answers with the whole team, so the page shows the server's view at once.
  const run = async (call: () => Promise<ApiResult<TeamReply>>, done: string) => {
    setBusy(true);
    setNotice(null);
    const result = await call();
    setBusy(false);
    if (result.ok) queryClient.setQueryData(teamKey(organizationId), result.data);
    setNotice(result.ok ? { tone: 'info', text: done } : { tone: 'error', text: result.errorText });
  };
  const name = (member: TeamMember) => member.name || member.email;

  if (team.isPending) return <p className="mt-8 text-muted">Loading your team…</p>;
  if (team.isError)
    return (
      <p role="alert" className="mt-8 text-red-700 dark:text-red-300">
        {team.error.message}
      </p>
    );
  const data = team.data;
  return (
    <div className="mt-8 grid gap-6" data-testid="team-panel">
      <section className={SECTION} aria-labelledby="team-seats-title">
        <h2 id="team-seats-title" className="mb-4 text-lg font-semibold text-fg">
          {data.organization.name}
          {data.organization.subscription_active ? '' : ': no active subscription'}
        </h2>
        <SeatSummary team={data} />
        <TermActions organization={data.organization} />
      </section>
      <section className={SECTION}>
        <InviteForm
          organizationId={organizationId}
          seatsLeft={seatsLeft(data.seats)}
          onDone={(reply) => queryClient.setQueryData(teamKey(organizationId), reply)}
        />
      </section>
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={notice.tone === 'error' ? 'text-sm text-red-700 dark:text-red-300' : 'text-sm text-fg'}
          data-testid="team-notice"
        >
          {notice.text}
        </p>
      ) : null}
      <section className={SECTION} aria-labelledby="team-members-title">
        <h2 id="team-members-title" className="mb-2 text-lg font-semibold text-fg">
          Members
        </h2>
        <MemberList
          members={data.members}
          selfId={selfId}
          busy={busy}
          onRemove={(member) =>
            run(() => teamApi.removeMember(organizationId, member.user_id), `${name(member)} was removed.`)
          }
          onFlags={(member, flags) =>
            run(
              () => teamApi.updateMember(organizationId, member.user_id, flags),
              `${name(member)} was updated.`,
            )
          }
        />
      </section>
      <section className={SECTION} aria-labelledby="team-invitations-title">
        <h2 id="team-invitations-title" className="mb-2 text-lg font-semibold text-fg">
          Pending invitations
        </h2>
        <PendingInvitations
          invitations={data.invitations}
          busy={busy}
          onCancel={(invitation) =>
            run(
              () => teamApi.cancelInvitation(organizationId, invitation.id),
              `The invitation to ${invitation.email} was cancelled.`,
            )
          }
        />
      </section>
    </div>
  );
}

/** The team panel: seats, invitations and members (admins only, through the section table). */
export function TeamSection({ organizationId, selfId }: DashboardSectionProps) {
  return <TeamPanel organizationId={organizationId} selfId={selfId} />;
}
