import {
  DomainError,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_LINK_INVALID_MESSAGE,
  INVITATION_USED_MESSAGE,
  invitationState,
  STATUS,
} from '@learnbox/domain';
import { hashInvitationToken } from './invitation-token';
import type { InvitationRow, OrganizationsRepository } from './organizations.repository';

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
