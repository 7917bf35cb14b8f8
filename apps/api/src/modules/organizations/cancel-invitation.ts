import type { TeamReply } from '@learnbox/contracts';
import { DomainError, INVITATION_NOT_FOUND_MESSAGE, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { OrganizationsContext } from './organizations-context';
import { requireAdmin } from './require-admin';
import { loadTeam } from './team-view';

/** Cancels an open invitation: its link stops working and its seat is free again. */
export async function cancelInvitation(
  ctx: OrganizationsContext,
  organizationId: string,
  invitationId: string,
  admin: CurrentUser,
): Promise<TeamReply> {
  const organization = await requireAdmin(ctx, organizationId, admin);
  const invitation = await ctx.repo.findOpenInvitation(organizationId, invitationId);
  if (!invitation) throw new DomainError(INVITATION_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  const now = ctx.now();
  await ctx.repo.cancelInvitation(invitation.id, now);
  return loadTeam(ctx.repo, organization, now);
}
