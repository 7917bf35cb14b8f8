/**
 * The ways into an organization that do not go through checkout (issue 16 "The way in"): a free
 * enterprise trial asked for on /business, a sales-closed enterprise set up by staff, and an
 * invited person without an account. Each is a mailed single-use link; these are its rules.
 */

/** Seats of a free enterprise trial: enough for a pilot team, few enough to stay a trial. */
export const ENTERPRISE_TRIAL_SEATS = 5;
/** Days a free enterprise trial lasts. */
export const ENTERPRISE_TRIAL_DAYS = 14;
/** An entry link works for a week, like the invitation links. */
export const ENTERPRISE_ENTRY_TTL_MS = 7 * 24 * 3600_000;
/** Trial links one address may be sent per day (mail-bombing guard). */
export const ENTERPRISE_TRIAL_REQUESTS_PER_ADDRESS = 3;
/** Trial requests one network address may make per hour. */
export const ENTERPRISE_TRIAL_REQUESTS_PER_IP = 10;
/** Bounds of a sales-closed enterprise: seats and months staff may set up. */
export const ENTERPRISE_SIGNUP_MAX_SEATS = 10_000;
export const ENTERPRISE_SIGNUP_MAX_MONTHS = 36;

/** The kinds of entry link. */
export type EnterpriseEntryKind = 'trial' | 'signup';

/** Where an entry link stands; only 'pending' can be used. */
export type EnterpriseEntryState = 'pending' | 'used' | 'expired';

export function enterpriseEntryState(
  entry: { usedAt: Date | null; expiresAt: Date },
  now: Date,
): EnterpriseEntryState {
  if (entry.usedAt) return 'used';
  return entry.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** How staff read a signup link's state. */
export const ENTERPRISE_ENTRY_STATE_LABELS: Readonly<Record<EnterpriseEntryState, string>> = {
  pending: 'Link sent',
  used: 'Organization created',
  expired: 'Link expired',
};

/** When a term that starts now ends: a trial in days, a sales-closed plan in calendar months. */
export function enterpriseTermEnd(entry: { kind: EnterpriseEntryKind; months: number }, now: Date): Date {
  if (entry.kind === 'trial') return new Date(now.getTime() + ENTERPRISE_TRIAL_DAYS * 24 * 3600_000);
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + entry.months);
  return end;
}

/** Seats an organization can give: the paid ones plus its free onboarding seats (spec section 3). */
export function seatsWithOnboarding(paidSeats: number, freeOnboardingSeats: number): number {
  return paidSeats + Math.max(0, freeOnboardingSeats);
}

export const ENTERPRISE_TRIAL_REQUESTED_MESSAGE =
  'Thank you. If this address can start a trial, a link is on its way to its inbox. The link works once, for 7 days.';

export const ENTRY_LINK_INVALID_MESSAGE =
  'This link is not valid. Check that you opened the whole link from the e-mail.';

export const ENTRY_LINK_USED_MESSAGE =
  'This link was already used: it works once. Log in to reach your organization.';

export const ENTRY_LINK_EXPIRED_MESSAGE = 'This link has expired: links work for 7 days. Ask for a new one.';

export const ENTRY_WRONG_ACCOUNT_MESSAGE =
  'This link was sent to another e-mail address. Log out, then log in or sign up with the address the link was sent to.';

export const TRIAL_ALREADY_USED_MESSAGE =
  'This address has already had a free enterprise trial: each person and organization gets one. Contact sales to continue with a plan.';

export const ENTRY_ACCOUNT_EXISTS_MESSAGE =
  'An account with this address already exists. Log in with it, then finish here.';

export const ENTRY_NEEDS_ACCOUNT_MESSAGE =
  'Log in or sign up with the address the link was sent to, then finish here.';

export const ORGANIZATION_NAME_MESSAGE = 'Enter the name of your organization (2 to 120 characters).';
