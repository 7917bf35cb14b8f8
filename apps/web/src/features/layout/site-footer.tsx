import type { Capability } from '@learnbox/domain';
import Link from 'next/link';
import { readServerCapabilities } from '../feature-flags/server-flags';
import { Logo } from './logo';

// No 'Log in' here: the footer is rendered once for everyone, and the header knows who is logged in.
const FOOTER_LINKS: { href: string; label: string; capability?: Capability }[] = [
  { href: '/explore', label: 'Explore courses' },
  { href: '/categories', label: 'Categories' },
  { href: '/answers', label: 'Answers' },
  { href: '/assessments', label: 'Skill assessments', capability: 'assessments' },
  { href: '/cloudlabs', label: 'Cloud labs', capability: 'cloudLabs' },
  { href: '/projects', label: 'Projects', capability: 'projects' },
  { href: '/mock-interviews', label: 'Mock interviews', capability: 'mockInterviews' },
  { href: '/mycourses', label: 'My courses' },
  { href: '/learning-plans', label: 'Learning plans' },
  { href: '/unlimited', label: 'Plans' },
  { href: '/business', label: 'For business' },
  { href: '/business#plans', label: 'Business plans' },
  { href: '/transactions', label: 'Transactions' },
];

/** Links to a capability show only when it is built and flagged on for the visitor. */
export async function SiteFooter() {
  const capabilities = await readServerCapabilities();
  const links = FOOTER_LINKS.filter((link) => !link.capability || capabilities[link.capability]);
  return (
    <footer data-testid="site-footer" className="mt-24 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-xs">
          <Logo testId="footer-logo" />
          <p className="mt-3 text-sm text-muted">
            Interactive courses and learning paths for software developers.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted sm:px-6">
          © {new Date().getFullYear()} Learnbox. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
