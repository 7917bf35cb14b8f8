import { NOT_ORG_ADMIN_MESSAGE, ORGANIZATION_NOT_FOUND_MESSAGE } from '@learnbox/domain';
import type { PolicyUser } from './policy';
import { ALLOW, type Decision, hide, login, refuse } from './policy';

/** An organization as its policy sees it: whether it exists, and the user's membership in it. */
export interface OrganizationResource {
  kind: 'organization';
  exists: boolean;
  membership: { isAdmin: boolean } | null;
}

export type OrganizationAction = 'manage';

/**
 * Only the organization's admins manage it. Anyone who is not a member gets the same 404 as for
 * an organization that does not exist, so ids cannot be probed; a member who is not an admin
 * already knows it exists and gets a 403.
 */
export function organizationPolicy(
  user: PolicyUser | null,
  _action: OrganizationAction,
  organization: OrganizationResource,
): Decision {
  if (!user) return login();
  if (!organization.exists || !organization.membership) return hide(ORGANIZATION_NOT_FOUND_MESSAGE);
  return organization.membership.isAdmin ? ALLOW : refuse(NOT_ORG_ADMIN_MESSAGE);
}
