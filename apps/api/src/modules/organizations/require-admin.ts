import type { CurrentUser } from '../../platform/http/current-user';
import { authorize } from '../../platform/policies';
import type { OrganizationRow } from './organizations.repository';
import type { OrganizationsContext } from './organizations-context';

/** The organization, once the organization policy lets this user manage it (404 or 403 otherwise). */
export async function requireAdmin(
  ctx: OrganizationsContext,
  organizationId: string,
  user: CurrentUser,
): Promise<OrganizationRow> {
  const membership = await ctx.repo.membership(organizationId, user.id);
  const organization = membership ? await ctx.repo.getOrganization(organizationId) : null;
  authorize(user, 'manage', { kind: 'organization', exists: organization !== null, membership });
  // authorize() let the user through only for an existing organization.
  return organization as OrganizationRow;
}
