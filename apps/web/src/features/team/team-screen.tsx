'use client';

import Link from 'next/link';
import { useState } from 'react';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { SignInNeeded } from '../progress/sign-in-needed';
import { useSession } from '../user-info/use-user-info';
import { DashboardSections } from './dashboard-sections';

/**
 * /enterprise-dashboard (spec section 2): where an organization's admins and managers run it.
 * Each section says which organization action it needs; the same table decides on the server.
 */
export function TeamScreen() {
  const session = useSession();
  const runOrgs = (session.user?.organizations ?? []).filter((org) => org.is_admin || org.is_manager);
  const [chosen, setChosen] = useState<string | null>(null);
  const organizationId =
    chosen ??
    runOrgs.find((org) => org.organization_id === session.user?.active_organization_id)?.organization_id ??
    runOrgs[0]?.organization_id;
  const organization = runOrgs.find((org) => org.organization_id === organizationId);

  return (
    <PageContainer>
      <PageIntro eyebrow="Team" title="Manage your team">
        <p>Invite people to your plan's seats, set their roles, and free seats you no longer need.</p>
      </PageIntro>
      {session.status === 'pending' || session.status === 'idle' ? (
        <p className="mt-8 text-muted">Loading…</p>
      ) : !session.user ? (
        <div data-testid="team-login">
          <SignInNeeded
            title="Log in to manage your team"
            what="Seats, invitations and roles are managed by your team's admins."
          />
        </div>
      ) : !organizationId || !organization ? (
        <p className="mt-8 text-muted" data-testid="team-none">
          You are not an admin of a team.{' '}
          <Link className="text-brand underline" href="/business">
            See team plans
          </Link>
        </p>
      ) : (
        <>
          {runOrgs.length > 1 ? (
            <div className="mt-8 max-w-sm space-y-1.5">
              <label htmlFor="team-organization" className="block text-sm font-medium text-fg">
                Organization
              </label>
              <select
                id="team-organization"
                value={organizationId}
                onChange={(event) => setChosen(event.target.value)}
                className="block h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand"
              >
                {runOrgs.map((org) => (
                  <option key={org.organization_id} value={org.organization_id}>
                    {org.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <DashboardSections
            key={organizationId}
            organizationId={organizationId}
            selfId={session.user.user_id}
            membership={{
              isAdmin: organization.is_admin,
              adminLevel: organization.admin_level,
              isManager: organization.is_manager,
            }}
          />
        </>
      )}
    </PageContainer>
  );
}
