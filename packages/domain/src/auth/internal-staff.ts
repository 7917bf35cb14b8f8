/**
 * Internal staff are identified by a company e-mail domain (spec section 1 "Users").
 * The spec does not name the domain; this default is ours and callers may pass their own.
 */
export const INTERNAL_STAFF_EMAIL_DOMAIN = 'learnbox.dev';

/**
 * True when the address is at exactly the company domain. Subdomains and look-alikes
 * ('x@learnbox.dev.evil.com', 'x@evil-learnbox.dev') do not count: staff status opens
 * level-3 feature flags and test routing, so a loose match would be a privilege leak.
 */
export function isInternalStaffEmail(
  email: string | null | undefined,
  domain: string = INTERNAL_STAFF_EMAIL_DOMAIN,
): boolean {
  if (!email) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  return (
    email
      .slice(at + 1)
      .trim()
      .toLowerCase() === domain.toLowerCase()
  );
}
