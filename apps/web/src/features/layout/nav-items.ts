import { CAPABILITIES } from '@learnbox/domain';

/** The main navigation: the screens of spec section 2 a visitor looks for first; labs once built. */
export const NAV_ITEMS = [
  { href: '/explore', label: 'Explore', testId: 'nav-explore' },
  { href: '/answers', label: 'Answers', testId: 'nav-answers' },
  ...(CAPABILITIES.cloudLabs ? [{ href: '/cloudlabs', label: 'Cloud labs', testId: 'nav-labs' }] : []),
  { href: '/unlimited', label: 'Plans', testId: 'nav-plans' },
  { href: '/business', label: 'Business', testId: 'nav-business' },
] as const;

/** Is a nav item the current section? `/explore` is current on `/explore` and below it. */
export function isCurrentSection(itemHref: string, pathname: string): boolean {
  return pathname === itemHref || pathname.startsWith(`${itemHref}/`);
}
