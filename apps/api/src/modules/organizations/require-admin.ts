import type { OrganizationAction } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { authorize } from '../../platform/policies';
import type { MemberRow, OrganizationRow } from './organizations.repository';
import type { OrganizationsContext } from './organizations-context';

/**
 * The organization and the caller's membership, once the organization policy lets this user do
 * `action` in it (404 for non-members and missing organizations, 403 for members without the right).
 */
export async function requireOrganization(
  ctx: Pick<OrganizationsContext, 'repo'>,
  organizationId: string,
  user: CurrentUser,
  action: OrganizationAction,
): Promise<{ organization: OrganizationRow; membership: MemberRow }> {
  const membership = await ctx.repo.membership(organizationId, user.id);
  const organization = membership ? await ctx.repo.getOrganization(organizationId) : null;
  authorize(user, action, { kind: 'organization', exists: organization !== null, membership });
  // authorize() let the user through only for an existing organization and a membership.
  return { organization: organization as OrganizationRow, membership: membership as MemberRow };
}

/** The organization, once the organization policy lets this user manage its seats and members. */
export async function requireAdmin(
  ctx: Pick<OrganizationsContext, 'repo'>,
  organizationId: string,
  user: CurrentUser,
): Promise<OrganizationRow> {
  return (await requireOrganization(ctx, organizationId, user, 'manage')).organization;
}
