'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrentSection, NAV_ITEMS } from './nav-items';

export function MainNav({ className }: { className?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => {
          const current = isCurrentSection(item.href, pathname);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                data-testid={item.testId}
                aria-current={current ? 'page' : undefined}
                className="rounded-lg px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:text-fg aria-[current=page]:bg-surface-2"
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
