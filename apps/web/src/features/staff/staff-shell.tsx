'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { SignInNeeded } from '../progress/sign-in-needed';
import { useSession } from '../user-info/use-user-info';
import { STAFF_PAGES } from './staff-pages';

/**
 * The frame of every /staff page: only internal staff (verified company address) see it. The
 * api checks the same thing on every staff call (`requireStaff`), so this is for the eye only.
 */
export function StaffShell({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'pending' || session.status === 'idle')
    return (
      <PageContainer>
        <p className="mt-8 text-muted">Loading…</p>
      </PageContainer>
    );
  if (!session.user)
    return (
      <PageContainer>
        <SignInNeeded title="Log in with your staff account" what="This area is for the Learnbox team." />
      </PageContainer>
    );
  if (!session.user.is_internal_staff)
    return (
      <PageContainer>
        <p className="mt-8 text-muted" data-testid="staff-refused">
          This page does not exist.
        </p>
      </PageContainer>
    );
  return (
    <PageContainer>
      <PageIntro eyebrow="Staff" title="Run the business" />
      <nav aria-label="Staff pages" className="mt-6 flex flex-wrap gap-3 text-sm">
        {STAFF_PAGES.map((page) => (
          <Link
            key={page.href}
            href={page.href}
            className="rounded-lg border border-line px-3 py-1.5 font-semibold"
          >
            {page.label}
          </Link>
        ))}
      </nav>
      <div className="mt-8">{children}</div>
    </PageContainer>
  );
}
