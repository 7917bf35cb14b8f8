import type { EnterpriseEntryPreview } from '@learnbox/contracts';
import { ENTERPRISE_TRIAL_DAYS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { EnterpriseEntryContext } from './enterprise-entry-context';
import { findPendingEntry } from './find-entry';

/**
 * What the link's page shows before anything is created. The token is the credential: its holder
 * reads the inbox of the address, so telling them whether that address has an account is fine.
 */
export async function previewEntry(
  ctx: EnterpriseEntryContext,
  token: string,
  user: CurrentUser | null,
): Promise<EnterpriseEntryPreview> {
  const entry = await findPendingEntry(ctx, token, ctx.now());
  return {
    kind: entry.kind,
    company_name: entry.companyName,
    email: entry.email,
    seats: entry.seats,
    term:
      entry.kind === 'trial'
        ? { unit: 'days', length: ENTERPRISE_TRIAL_DAYS }
        : { unit: 'months', length: entry.months },
    expires_at: entry.expiresAt.toISOString(),
    signed_in_email: user?.email ?? null,
    account_exists: await ctx.accounts.accountExists(entry.email),
  };
}
