import { DomainError, invitationState, STATUS } from '@learnbox/domain';
import { hashInvitationToken } from './invitation-token';
import type { InvitationRow, OrganizationsRepository } from './organizations.repository';

export const INVITATION_LINK_INVALID_MESSAGE =
  'This invitation link is not valid. It may have been cancelled; ask your team admin for a new one.';
export const INVITATION_USED_MESSAGE = 'This invitation was already used. Each invitation link works once.';
export const INVITATION_EXPIRED_MESSAGE =
  'This invitation has expired. Ask your team admin to invite you again.';

/** The pending invitation a link's token names, or the error that says why it cannot be used. */
export async function findPendingInvitation(
  repo: OrganizationsRepository,
  token: string,
  now: Date,
): Promise<InvitationRow> {
  const invitation = await repo.findInvitationByTokenHash(hashInvitationToken(token));
  const state = invitation ? invitationState(invitation, now) : 'cancelled';
  if (!invitation || state === 'cancelled')
    throw new DomainError(INVITATION_LINK_INVALID_MESSAGE, STATUS.NOT_FOUND);
  if (state === 'accepted') throw new DomainError(INVITATION_USED_MESSAGE, STATUS.ALREADY_EXISTS);
  if (state === 'expired') throw new DomainError(INVITATION_EXPIRED_MESSAGE, STATUS.EXPIRED_TOKEN);
  return invitation;
}
