import {
  DomainError,
  ENTRY_LINK_EXPIRED_MESSAGE,
  ENTRY_LINK_INVALID_MESSAGE,
  ENTRY_LINK_USED_MESSAGE,
  enterpriseEntryState,
  STATUS,
} from '@learnbox/domain';
import { hashInvitationToken } from '../organizations';
import type { EnterpriseEntryRow } from './enterprise-entry.repository';
import type { EnterpriseEntryContext } from './enterprise-entry-context';

/** The unused, unexpired entry link a token names, or the error that says why it cannot be used. */
export async function findPendingEntry(
  ctx: EnterpriseEntryContext,
  token: string,
  now: Date,
): Promise<EnterpriseEntryRow> {
  const entry = await ctx.repo.findByTokenHash(hashInvitationToken(token));
  if (!entry) throw new DomainError(ENTRY_LINK_INVALID_MESSAGE, STATUS.NOT_FOUND);
  const state = enterpriseEntryState(entry, now);
  if (state === 'used') throw new DomainError(ENTRY_LINK_USED_MESSAGE, STATUS.ALREADY_EXISTS);
  if (state === 'expired') throw new DomainError(ENTRY_LINK_EXPIRED_MESSAGE, STATUS.EXPIRED_TOKEN);
  return entry;
}
