'use client';

import Link from 'next/link';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useSessionActions } from '../auth/use-session-actions';
import { useModalStore } from '../modal-state/modal-store';
import { useSession } from '../user-info/use-user-info';

const MENU_ITEM =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand';

const ACCOUNT_LINKS = [
  { href: '/mycourses', label: 'My courses', testId: 'header-mycourses' },
  { href: '/learning-plans', label: 'Learning plans', testId: 'header-learning-plans' },
  { href: '/transactions', label: 'Transactions', testId: 'header-transactions' },
];

/** The signed-in user's menu: who is logged in, their courses, plans and transactions, their team (organization admins), security settings, log out. */
function UserMenu({ name, email, teamAdmin }: { name: string; email: string; teamAdmin: boolean }) {
  const { logout } = useSessionActions();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A menu takes focus when it opens (its first item), as the menu role promises screen readers.
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const initial = (name || email).charAt(0).toUpperCase();
  /** Escape closes the menu back onto its button; the arrow keys move between its items. */
  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items.at((at + step) % items.length)?.focus();
  };
  return (
    <div className="relative" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        data-testid="header-user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onMenuKey}
        className="flex h-9 items-center gap-2 rounded-lg px-2 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-brand-soft text-brand"
        >
          {initial}
        </span>
        <span className="hidden max-w-40 truncate sm:inline" data-testid="header-user-name">
          {name || email}
        </span>
      </button>
      {open ? (
        <div
          role="menu"
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-line bg-surface p-1.5 shadow-xl"
        >
          <p className="truncate px-3 py-2 text-xs text-muted">{email}</p>
          {ACCOUNT_LINKS.map((link) => (
            <Link
              key={link.href}
              role="menuitem"
              href={link.href}
              className={MENU_ITEM}
              onClick={() => setOpen(false)}
              data-testid={link.testId}
            >
              {link.label}
            </Link>
          ))}
          {teamAdmin ? (
            <Link
              role="menuitem"
              href="/enterprise-dashboard"
              className={MENU_ITEM}
              onClick={() => setOpen(false)}
              data-testid="header-team"
            >
              Manage team
            </Link>
          ) : null}
          <Link
            role="menuitem"
            href="/settings/security"
            className={MENU_ITEM}
            onClick={() => setOpen(false)}
            data-testid="header-security"
          >
            Security settings
          </Link>
          <button
            role="menuitem"
            type="button"
            className={MENU_ITEM}
            data-testid="header-logout"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            Log out
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Log in / Sign up open their modals in place, so the visitor keeps the page they are on. */
export function AuthButtons() {
  const open = useModalStore((state) => state.open);
  const session = useSession();
  if (session.user)
    return (
      <UserMenu
        name={session.user.full_name}
        email={session.user.email}
        teamAdmin={session.user.organizations.some((org) => org.is_admin)}
      />
    );
  // While user info loads, keep the space but show nothing that would flash and change.
  if (session.status === 'pending') return <div className="h-9 w-32" aria-hidden="true" />;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        data-testid="header-login"
        onClick={() => open('Login')}
        className="h-9 rounded-lg px-3 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Log in
      </button>
      <button
        type="button"
        data-testid="header-signup"
        onClick={() => open('Signup')}
        className="h-9 rounded-lg bg-brand-solid px-3.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Sign up
      </button>
    </div>
  );
}
