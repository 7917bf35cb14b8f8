import type { AcceptInvitationReply } from '@learnbox/contracts';
import {
  DomainError,
  hasTrustedEmail,
  INVITATION_USED_MESSAGE,
  NO_ORG_SUBSCRIPTION_MESSAGE,
  NO_SEAT_LEFT_MESSAGE,
  STATUS,
  trustedEmail,
  VERIFY_FIRST_MESSAGE,
  WRONG_ACCOUNT_MESSAGE,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { findPendingInvitation } from './find-invitation';
import type { OrganizationsContext } from './organizations-context';
import { seatUsage } from './team-view';

/**
 * Accepts an invitation for the logged-in user: their verified address must be the invited one.
 * Under the organization's lock the invitation is used once and a seat is taken (is_subscriber),
 * so two accepts can never fill more seats than were paid for.
 */
export async function acceptInvitation(
  ctx: OrganizationsContext,
  token: string,
  user: CurrentUser,
): Promise<AcceptInvitationReply> {
  const now = ctx.now();
  const invitation = await findPendingInvitation(ctx.repo, token, now);
  if (!trustedEmail(user)) throw new DomainError(VERIFY_FIRST_MESSAGE, STATUS.ACCESS_DENIED);
  if (!hasTrustedEmail(user, invitation.email))
    throw new DomainError(WRONG_ACCOUNT_MESSAGE, STATUS.ACCESS_DENIED);
  const organizationId = invitation.organizationId;
  const name = await ctx.locked(organizationId, async (repo) => {
    const { live, members, usage } = await seatUsage(repo, organizationId, now);
    if (!live) throw new DomainError(NO_ORG_SUBSCRIPTION_MESSAGE, STATUS.OPERATION_NOT_ALLOWED);
    const holdsSeat = members.some((member) => member.userId === user.id && member.isSubscriber);
    // This invitation counts among the pending ones; only seats already taken can block it.
    if (!holdsSeat && usage.used >= usage.seats)
      throw new DomainError(NO_SEAT_LEFT_MESSAGE, STATUS.ALREADY_EXISTS);
    if (!(await repo.markAccepted(invitation.id, user.id, now)))
      throw new DomainError(INVITATION_USED_MESSAGE, STATUS.ALREADY_EXISTS);
    await repo.addSubscriber(organizationId, user.id);
    return (await repo.getOrganization(organizationId))?.name ?? '';
  });
  ctx.invalidateUserInfo(user.id);
  return { organization_id: organizationId, organization_name: name };
}
