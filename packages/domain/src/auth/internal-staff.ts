import { type EmailClaim, trustedEmail } from './trusted-email';

/**
 * Internal staff are identified by a company e-mail domain (spec section 1 "Users").
 * The spec does not name the domain; this default is ours and callers may pass their own.
 */
export const INTERNAL_STAFF_EMAIL_DOMAIN = 'learnbox.dev';

/**
 * True when the account's verified address is at exactly the company domain. Unverified
 * addresses never count (anyone can sign up as x@learnbox.dev), nor do subdomains and look-alikes
 * ('x@learnbox.dev.evil.com', 'x@evil-learnbox.dev'): staff status opens level-3 feature flags and
 * test routing, so a loose match would be a privilege leak. Takes the account, not an address, so
 * no caller can skip the verification.
 */
export function isInternalStaff(
  user: EmailClaim | null | undefined,
  domain: string = INTERNAL_STAFF_EMAIL_DOMAIN,
): boolean {
  const email = trustedEmail(user);
  if (!email) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  return email.slice(at + 1) === domain.toLowerCase();
}
