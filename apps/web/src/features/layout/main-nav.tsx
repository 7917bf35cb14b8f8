'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useCapabilities } from '../feature-flags/feature-flags-provider';
import { Icon } from './icons';
import { isCurrentSection, NAV_ITEMS } from './nav-items';

/**
 * The main navigation. From `md` up it is a row in the header; on phones it sits behind a "Menu"
 * disclosure, so the header stays one row and the page (a lesson, above all) starts near the
 * top of the screen. Opening shows the links as a row under the header's first line; a link,
 * another page or Escape closes it.
 */
export function MainNav({ className }: { className?: string }) {
  const pathname = usePathname();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const capabilities = useCapabilities();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A new page closes the menu (also after the browser's back button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not read
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="nav-menu-toggle"
        onClick={() => setOpen((value) => !value)}
        className="grid size-9 place-items-center rounded-lg text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:hidden"
      >
        <Icon name="menu" className="size-5" />
        <span className="sr-only">Menu</span>
      </button>
      <nav
        aria-label="Main"
        id={listId}
        data-open={open}
        className={`${className ?? ''} max-md:not-data-[open=true]:hidden`}
        onKeyDown={(event) => {
          // Only the phone menu closes; focus goes back to its button instead of vanishing with the links.
          if (event.key !== 'Escape' || !open) return;
          setOpen(false);
          toggleRef.current?.focus();
        }}
      >
        <ul className="flex items-center gap-1">
          {NAV_ITEMS.filter((item) => !item.capability || capabilities[item.capability]).map((item) => {
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
    </>
  );
}
