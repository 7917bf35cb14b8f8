import type { Capability } from '@learnbox/domain';

/**
 * The main navigation: the screens of spec section 2 a visitor looks for first; an item with a
 * capability shows only when it is built and its flag is on for the visitor (MainNav filters).
 */
export const NAV_ITEMS: { href: string; label: string; testId: string; capability?: Capability }[] = [
  { href: '/explore', label: 'Explore', testId: 'nav-explore' },
  { href: '/answers', label: 'Answers', testId: 'nav-answers' },
  { href: '/cloudlabs', label: 'Cloud labs', testId: 'nav-labs', capability: 'cloudLabs' },
  { href: '/unlimited', label: 'Plans', testId: 'nav-plans' },
  { href: '/business', label: 'Business', testId: 'nav-business' },
];

/** Is a nav item the current section? `/explore` is current on `/explore` and below it. */
export function isCurrentSection(itemHref: string, pathname: string): boolean {
  return pathname === itemHref || pathname.startsWith(`${itemHref}/`);
}
