import type { EnterpriseEntryPreview } from '@learnbox/contracts';

/**
 * What the link's page asks of this browser. The page does not load user info (spec section 2),
 * so the lookup's `signed_in_email` says who is logged in here.
 * - create: logged in with the link's address; only the organization name is left.
 * - signup: logged out and the address has no account; name and password make one here.
 * - login: logged out and the address has an account; log in with it first.
 * - wrong-account: logged in with another address.
 */
export type EntryStep = 'create' | 'signup' | 'login' | 'wrong-account';

export function entryStep(
  preview: Pick<EnterpriseEntryPreview, 'email' | 'signed_in_email' | 'account_exists'>,
): EntryStep {
  if (preview.signed_in_email)
    return preview.signed_in_email.trim().toLowerCase() === preview.email.trim().toLowerCase()
      ? 'create'
      : 'wrong-account';
  return preview.account_exists ? 'login' : 'signup';
}

/** "5 seats for 14 days", "40 seats for 12 months". */
export function termText(preview: Pick<EnterpriseEntryPreview, 'seats' | 'term'>): string {
  const { length, unit } = preview.term;
  const unitText = length === 1 ? unit.replace(/s$/, '') : unit;
  return `${preview.seats} ${preview.seats === 1 ? 'seat' : 'seats'} for ${length} ${unitText}`;
}
