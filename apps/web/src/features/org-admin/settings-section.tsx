'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { DashboardSectionProps } from '../team/dashboard-types';
import { useSession } from '../user-info/use-user-info';
import { privateCoursesApi } from './org-admin-api';

const SECTION = 'rounded-2xl border border-line bg-surface p-5 sm:p-6';

/** Private courses: the organization's list, and how to add one from the studio. */
function PrivateContent({ organizationId, allowed }: { organizationId: string; allowed: boolean }) {
  const list = useQuery({
    queryKey: ['org-private-courses', organizationId],
    queryFn: async () => {
      const result = await privateCoursesApi.list(organizationId);
      if (!result.ok) throw new Error(result.errorText);
      return result.data;
    },
  });
  return (
    <section className={SECTION} aria-labelledby="settings-private-title" data-testid="settings-private">
      <h2 id="settings-private-title" className="text-lg font-semibold text-fg">
        Private courses
      </h2>
      <p className="mt-1 text-sm text-muted">
        {allowed
          ? 'Admins and managers can make a course or path they edit in the studio visible only to your members: open it in the studio and choose who sees it. Your catalogue lists never hide these.'
          : 'Your plan does not include private courses.'}
      </p>
      {list.isPending ? null : list.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {list.error.message}
        </p>
      ) : list.data.courses.length ? (
        <ul className="mt-3 grid gap-2">
          {list.data.courses.map((course) => (
            <li key={course.id} className="text-sm" data-testid={`settings-private-${course.slug}`}>
              <Link
                className="text-brand underline"
                href={course.kind === 'path' ? `/path/${course.slug}` : `/courses/${course.slug}`}
              >
                {course.title}
              </Link>{' '}
              <span className="text-muted">
                ({course.kind}
                {course.status === 'draft' ? ', draft' : ''})
              </span>
            </li>
          ))}
        </ul>
      ) : allowed ? (
        <p className="mt-3 text-sm text-muted">No course is private to your organization yet.</p>
      ) : null}
    </section>
  );
}

/** The dashboard's Settings tab: the mode each role gets (spec section 4) and private content. */
export function SettingsSection({ organizationId }: DashboardSectionProps) {
  const session = useSession();
  const organization = session.user?.organizations.find((org) => org.organization_id === organizationId);
  return (
    <div className="mt-8 grid gap-6" data-testid="settings-panel">
      <section className={SECTION} aria-labelledby="settings-mode-title">
        <h2 id="settings-mode-title" className="text-lg font-semibold text-fg">
          Home page by role
        </h2>
        <p className="mt-1 text-sm text-muted">
          Admins and managers open Learnbox on the team home (upskill mode): seats, the week's activity and
          the dashboard. Members with a seat open it on the learner home (learn mode) with the courses your
          catalogue shows. A role change switches the home at once.
        </p>
      </section>
      <PrivateContent
        organizationId={organizationId}
        allowed={organization?.can_create_private_content ?? false}
      />
    </div>
  );
}
