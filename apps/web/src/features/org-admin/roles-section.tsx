'use client';

import type { TeamMember, TeamReply } from '@learnbox/contracts';
import { ADMIN_LEVEL, type AssignableRole, canInOrganization } from '@learnbox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DashboardSectionProps } from '../team/dashboard-types';
import { teamApi } from '../team/team-api';
import { USER_INFO_QUERY_KEY, useSession } from '../user-info/use-user-info';
import { orgAdminApi, teamQueryKey } from './org-admin-api';

const SECTION = 'mt-8 rounded-2xl border border-line bg-surface p-5 sm:p-6';
const FIELD =
  'h-10 rounded-lg border border-line bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60';
const BUTTON =
  'h-10 rounded-lg bg-brand-solid px-4 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

const ROLE_LABELS: Record<AssignableRole, string> = { admin: 'Admin', manager: 'Manager', member: 'Member' };

const roleOf = (member: TeamMember): AssignableRole =>
  member.is_admin ? 'admin' : member.is_manager ? 'manager' : 'member';

async function loadTeam(organizationId: string): Promise<TeamReply> {
  const result = await teamApi.members(organizationId);
  if (!result.ok) throw new Error(result.errorText);
  return result.data;
}

interface RowProps {
  member: TeamMember;
  isOwner: boolean;
  busy: boolean;
  onSave: (member: TeamMember, role: AssignableRole, adminLevel: number | undefined) => Promise<void>;
}

/** One member: their role, and for owners the admin level too. Admins are changed by owners only. */
function RoleRow({ member, isOwner, busy, onSave }: RowProps) {
  const [role, setRole] = useState<AssignableRole>(roleOf(member));
  const [level, setLevel] = useState<number>(member.admin_level ?? ADMIN_LEVEL.ADMIN);
  const locked = member.is_admin && !isOwner;
  const name = member.name || member.email;
  const changed = role !== roleOf(member) || (role === 'admin' && level !== member.admin_level);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      data-testid={`role-row-${member.user_id}`}
    >
      <div className="min-w-0">
        <p className="font-medium text-fg">{name}</p>
        <p className="text-sm text-muted">
          {member.email}
          {member.admin_level === ADMIN_LEVEL.OWNER ? ' · Owner' : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`role-select-${member.user_id}`}>
          Role of {name}
        </label>
        <select
          id={`role-select-${member.user_id}`}
          data-testid={`role-select-${member.user_id}`}
          className={FIELD}
          value={role}
          disabled={busy || locked}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
        >
          {(Object.keys(ROLE_LABELS) as AssignableRole[]).map((value) => (
            <option key={value} value={value} disabled={value === 'admin' && !isOwner}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
        {role === 'admin' && isOwner ? (
          <>
            <label className="sr-only" htmlFor={`role-level-${member.user_id}`}>
              Admin level of {name}
            </label>
            <select
              id={`role-level-${member.user_id}`}
              data-testid={`role-level-${member.user_id}`}
              className={FIELD}
              value={level}
              disabled={busy}
              onChange={(event) => setLevel(Number(event.target.value))}
            >
              <option value={ADMIN_LEVEL.OWNER}>Owner (manages admins)</option>
              <option value={ADMIN_LEVEL.ADMIN}>Admin</option>
            </select>
          </>
        ) : null}
        <button
          type="button"
          className={BUTTON}
          data-testid={`role-save-${member.user_id}`}
          disabled={busy || locked || !changed}
          onClick={() => void onSave(member, role, role === 'admin' ? level : undefined)}
        >
          Save
        </button>
      </div>
    </li>
  );
}

/**
 * The dashboard's Roles tab (spec section 6): admins make members managers; owners also promote
 * and demote admins. The server checks every change with the same permission table.
 */
export function RolesSection({ organizationId, membership }: DashboardSectionProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const team = useQuery({ queryKey: teamQueryKey(organizationId), queryFn: () => loadTeam(organizationId) });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const isOwner = canInOrganization(membership, 'manage-admins');

  const save = async (member: TeamMember, role: AssignableRole, adminLevel: number | undefined) => {
    setBusy(true);
    setNotice(null);
    const body = adminLevel === undefined ? { role } : { role, admin_level: adminLevel as 1 | 2 };
    const result = await orgAdminApi.changeRole(organizationId, member.user_id, body);
    setBusy(false);
    if (!result.ok) {
      setNotice({ tone: 'error', text: result.errorText });
      return;
    }
    queryClient.setQueryData(teamQueryKey(organizationId), result.data);
    // Changing one's own role changes what this page may show.
    if (member.user_id === session.user?.user_id)
      await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
    setNotice({
      tone: 'info',
      text: `${member.name || member.email} is now ${ROLE_LABELS[role].toLowerCase()}.`,
    });
  };

  if (team.isPending) return <p className="mt-8 text-muted">Loading your team…</p>;
  if (team.isError)
    return (
      <p role="alert" className="mt-8 text-red-700 dark:text-red-300">
        {team.error.message}
      </p>
    );
  return (
    <section className={SECTION} aria-labelledby="roles-title" data-testid="roles-panel">
      <h2 id="roles-title" className="text-lg font-semibold text-fg">
        Roles
      </h2>
      <p className="mt-1 text-sm text-muted">
        Managers assign work and read reports. Admins also manage seats, the catalogue and settings.
        {isOwner
          ? ' As an owner you can promote and demote admins; the organization always keeps one owner.'
          : ' Only owners can promote or demote admins.'}
      </p>
      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`mt-4 text-sm ${notice.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-fg'}`}
          data-testid="roles-notice"
        >
          {notice.text}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-line">
        {team.data.members.map((member) => (
          // Keyed by role too, so a saved change resets the row's draft to the server's view.
          <RoleRow
            key={`${member.user_id}:${roleOf(member)}:${member.admin_level}`}
            member={member}
            isOwner={isOwner}
            busy={busy}
            onSave={save}
          />
        ))}
      </ul>
    </section>
  );
}
