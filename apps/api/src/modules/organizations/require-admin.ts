import { DomainError, NOT_ORG_ADMIN_MESSAGE, ORGANIZATION_NOT_FOUND_MESSAGE, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../http/current-user';
import type { OrganizationRow } from './organizations.repository';
import type { OrganizationsContext } from './organizations-context';

/**
 * Only the organization's admins manage it. Anyone who is not a member gets the same 404 as for
 * an organization that does not exist, so ids cannot be probed; a member who is not an admin
 * already knows it exists and gets a 403.
 */
export async function requireAdmin(
  ctx: OrganizationsContext,
  organizationId: string,
  user: CurrentUser,
): Promise<OrganizationRow> {
  const membership = await ctx.repo.membership(organizationId, user.id);
  const organization = membership ? await ctx.repo.getOrganization(organizationId) : null;
  if (!membership || !organization) throw new DomainError(ORGANIZATION_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  if (!membership.isAdmin) throw new DomainError(NOT_ORG_ADMIN_MESSAGE, STATUS.ACCESS_DENIED);
  return organization;
}
