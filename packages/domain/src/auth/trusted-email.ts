/**
 * An e-mail address proves who someone is only once its mailbox has been proven (issue 10;
 * DESIGN.md section 9 "Trust rules"). Anyone can sign up with any address, so staff status,
 * authorship, draft viewing, gifts and memberships decided by an address read it through
 * `trustedEmail`, the one place that knows the rule: until verified, an account is an ordinary
 * learner, whatever address it claims.
 */

/** What an account claims about its address; `emailVerified` says whether the mailbox was proven. */
export interface EmailClaim {
  email: string | null | undefined;
  emailVerified: boolean | null | undefined;
}

/** The form addresses are compared in: no surrounding spaces, lower case. */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}

/** The account's address (normalized) when it is verified; null when unverified, absent or logged out. */
export function trustedEmail(user: EmailClaim | null | undefined): string | null {
  if (user?.emailVerified !== true || !user.email) return null;
  const address = normalizeEmail(user.email);
  return address === '' ? null : address;
}

/** True when `address` is the account's verified address (case and surrounding spaces ignored). */
export function hasTrustedEmail(
  user: EmailClaim | null | undefined,
  address: string | null | undefined,
): boolean {
  const trusted = trustedEmail(user);
  return trusted !== null && !!address && normalizeEmail(address) === trusted;
}
