import type { TeamReply, UpdateMemberBody } from '@learnbox/contracts';
import {
  DomainError,
  MANAGER_FLAG_NOT_FOR_ADMINS_MESSAGE,
  STATUS,
  setsManagerOnAdmin,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { OrganizationsContext } from './organizations-context';
import { requireMember } from './remove-member';
import { requireAdmin, requireOrganization } from './require-admin';
import { loadTeam } from './team-view';

/** Sets a member's manager and mentor flags (spec section 6: Manager is a role, Mentor a flag). */
export async function updateMember(
  ctx: OrganizationsContext,
  organizationId: string,
  userId: string,
  body: UpdateMemberBody,
  admin: CurrentUser,
): Promise<TeamReply> {
  const organization = await requireAdmin(ctx, organizationId, admin);
  const member = await requireMember(ctx, organizationId, userId);
  // Changing an admin's flags is changing an admin: owners only, as for role changes and removal
  // (spec section 6 admin levels). Without this a level-2 admin could edit the owner's record.
  if (member.isAdmin) await requireOrganization(ctx, organizationId, admin, 'manage-admins');
  // Manager is a role below admin (flagsForRole), so the flag on an admin would mean nothing.
  if (setsManagerOnAdmin(member, body.is_manager))
    throw new DomainError(MANAGER_FLAG_NOT_FOR_ADMINS_MESSAGE, STATUS.OPERATION_NOT_ALLOWED);
  await ctx.repo.updateMemberFlags(organizationId, userId, {
    isManager: body.is_manager,
    isMentor: body.is_mentor,
  });
  ctx.invalidateUserInfo(userId);
  return loadTeam(ctx.repo, organization, ctx.now());
}
