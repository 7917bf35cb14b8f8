/** The staff area's pages, in nav order. A feature adds its page here, one line each. */
export const STAFF_PAGES: { href: string; label: string }[] = [
  { href: '/staff/growth', label: 'Growth' },
  { href: '/staff/marketing', label: 'Marketing pages' },
  { href: '/staff/enterprise-signups', label: 'Enterprise signups' },
  { href: '/staff/organizations', label: 'Organizations' },
  { href: '/staff/flags', label: 'Feature flags' },
  { href: '/staff/errors', label: 'Errors' },
];
