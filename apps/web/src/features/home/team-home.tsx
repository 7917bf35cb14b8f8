import type { UserOrganization } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { canInOrganization, type OrganizationAction } from '@learnbox/domain';
import Link from 'next/link';
import { serverApi } from '../api-client/server-api';
import { ButtonLink } from '../layout/button-link';

const CARD = 'rounded-2xl border border-line bg-surface p-5';

/** The dashboard tabs the team home links to, each shown only to those whose role opens it. */
const TABS: { id: string; title: string; text: string; action: OrganizationAction }[] = [
  { id: 'team', title: 'Team', text: 'Seats, invitations and members.', action: 'manage' },
  { id: 'roles', title: 'Roles', text: 'Make people managers or admins.', action: 'manage' },
  { id: 'catalogue', title: 'Catalogue', text: 'Choose the courses your members see.', action: 'configure' },
  { id: 'settings', title: 'Settings', text: 'Home page by role and private courses.', action: 'configure' },
];

/** Whether this membership gets the team home: 'upskill' mode for an admin or a manager. */
export function runsTeam(organization: UserOrganization | undefined): organization is UserOrganization {
  return (
    organization !== undefined &&
    canInOrganization(
      {
        isAdmin: organization.is_admin,
        adminLevel: organization.admin_level,
        isManager: organization.is_manager,
      },
      'report',
    )
  );
}

/**
 * The home of admins and managers ('upskill' mode, spec section 4): the team at a glance and the
 * way to the dashboard's tabs. Learners get the learner home instead (home-screen.tsx).
 */
export async function TeamHome({ organization }: { organization: UserOrganization }) {
  const overview = await serverApi.call(apiRefs.orgAdmin.overview, {
    params: { organizationId: organization.organization_id },
  });
  const membership = {
    isAdmin: organization.is_admin,
    adminLevel: organization.admin_level,
    isManager: organization.is_manager,
  };
  const tabs = TABS.filter((tab) => canInOrganization(membership, tab.action));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6" data-testid="team-home">
      <p className="text-sm font-semibold text-brand">{organization.is_admin ? 'Admin' : 'Manager'}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{organization.name}</h1>
      <p className="mt-3 max-w-2xl text-muted">Your team at a glance, and where to run it.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href="/enterprise-dashboard">Open the dashboard</ButtonLink>
        <ButtonLink href="/explore" variant="secondary">
          Explore courses
        </ButtonLink>
      </div>

      {overview.ok ? (
        <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="team-home-summary">
          {[
            [
              'Seats in use',
              `${overview.data.seats.used} of ${overview.data.seats.seats}`,
              'team-home-seats',
            ],
            ['Pending invitations', String(overview.data.seats.pending), 'team-home-pending'],
            [
              `Lessons completed in ${overview.data.activity.days} days`,
              String(overview.data.activity.lessons_completed),
              'team-home-lessons',
            ],
            [
              `Active learners in ${overview.data.activity.days} days`,
              `${overview.data.activity.active_learners} of ${overview.data.people.members}`,
              'team-home-active',
            ],
          ].map(([label, value, testId]) => (
            <div key={testId} className={CARD}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-fg" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p role="alert" className="mt-10 text-red-700 dark:text-red-300">
          {overview.errorText}
        </p>
      )}

      {tabs.length ? (
        <section aria-labelledby="team-home-tabs" className="mt-12">
          <h2 id="team-home-tabs" className="text-xl font-bold tracking-tight text-fg">
            Run your team
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {tabs.map((tab) => (
              <li key={tab.id} className={`${CARD} relative hover:shadow-md`}>
                <h3 className="font-semibold text-fg">
                  <Link
                    href={`/enterprise-dashboard#${tab.id}`}
                    data-testid={`team-home-link-${tab.id}`}
                    className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {tab.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-muted">{tab.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
