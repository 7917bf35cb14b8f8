import type { TeamReply } from '@learnbox/contracts';
import {
  DomainError,
  isLastAdmin,
  LAST_ADMIN_MESSAGE,
  LAST_OWNER_MESSAGE,
  leavesNoOwner,
  MEMBER_NOT_FOUND_MESSAGE,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { MemberRow } from './organizations.repository';
import type { OrganizationsContext } from './organizations-context';
import { requireAdmin, requireOrganization } from './require-admin';
import { loadTeam } from './team-view';

/** The member an admin acts on, or a 404 when that user is not in this organization. */
export async function requireMember(
  ctx: OrganizationsContext,
  organizationId: string,
  userId: string,
): Promise<MemberRow> {
  const member = await ctx.repo.membership(organizationId, userId);
  if (!member) throw new DomainError(MEMBER_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  return member;
}

/**
 * Removes a member and frees their seat. Access ends with the next request, since content reads
 * derive it from the membership (entitlements/organization-seats.repository.ts).
 */
export async function removeMember(
  ctx: OrganizationsContext,
  organizationId: string,
  userId: string,
  admin: CurrentUser,
): Promise<TeamReply> {
  const organization = await requireAdmin(ctx, organizationId, admin);
  await ctx.locked(organizationId, async (repo) => {
    const member = await requireMember({ ...ctx, repo }, organizationId, userId);
    // Removing an admin is changing an admin: owners only (spec section 6 admin levels).
    if (member.isAdmin) await requireOrganization({ repo }, organizationId, admin, 'manage-admins');
    const members = await repo.members(organizationId);
    const adminIds = members.filter((row) => row.isAdmin).map((row) => row.userId);
    if (isLastAdmin(member, adminIds))
      throw new DomainError(LAST_ADMIN_MESSAGE, STATUS.OPERATION_NOT_ALLOWED);
    if (leavesNoOwner(member, null, members))
      throw new DomainError(LAST_OWNER_MESSAGE, STATUS.OPERATION_NOT_ALLOWED);
    await repo.removeMember(organizationId, userId);
  });
  ctx.invalidateUserInfo(userId);
  return loadTeam(ctx.repo, organization, ctx.now());
}
