import type { ChangeRoleBody, TeamReply } from '@learnbox/contracts';
import {
  ADMIN_LEVEL_ONLY_FOR_ADMINS_MESSAGE,
  actionForRoleChange,
  DomainError,
  flagsForRole,
  LAST_OWNER_MESSAGE,
  leavesNoOwner,
  SELF_LAST_OWNER_MESSAGE,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { OrganizationsContext } from './organizations-context';
import { requireMember } from './remove-member';
import { requireOrganization } from './require-admin';
import { loadTeam } from './team-view';

/**
 * Makes a member an admin (with an admin level), a manager or a plain member (spec section 6).
 * Any admin sets managers and members; only owners touch admins. The check and the write run under
 * the organization's row lock, so two owners demoting each other at once cannot leave none.
 */
export async function changeRole(
  ctx: OrganizationsContext,
  organizationId: string,
  userId: string,
  body: ChangeRoleBody,
  caller: CurrentUser,
): Promise<TeamReply> {
  const { organization } = await requireOrganization(ctx, organizationId, caller, 'manage');
  if (body.role !== 'admin' && body.admin_level !== undefined)
    throw new DomainError(ADMIN_LEVEL_ONLY_FOR_ADMINS_MESSAGE, STATUS.OPERATION_NOT_ALLOWED);
  await ctx.locked(organizationId, async (repo) => {
    const target = await requireMember({ ...ctx, repo }, organizationId, userId);
    const action = actionForRoleChange(target, body.role);
    if (action !== 'manage') await requireOrganization({ repo }, organizationId, caller, action);
    // An admin re-saved as admin keeps their level unless a new one is given.
    const level = body.admin_level ?? (target.isAdmin ? target.adminLevel : null);
    const next = flagsForRole(body.role, level);
    if (leavesNoOwner(target, next, await repo.members(organizationId)))
      throw new DomainError(
        target.userId === caller.id ? SELF_LAST_OWNER_MESSAGE : LAST_OWNER_MESSAGE,
        STATUS.OPERATION_NOT_ALLOWED,
      );
    await repo.updateMemberFlags(organizationId, userId, next);
  });
  ctx.invalidateUserInfo(userId);
  return loadTeam(ctx.repo, organization, ctx.now());
}
