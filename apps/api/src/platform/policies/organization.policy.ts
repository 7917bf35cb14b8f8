import {
  canInOrganization,
  type OrganizationAction as DomainOrganizationAction,
  NOT_ORG_ADMIN_MESSAGE,
  NOT_ORG_MANAGER_MESSAGE,
  NOT_ORG_OWNER_MESSAGE,
  ORGANIZATION_NOT_FOUND_MESSAGE,
  type OrganizationPermissionMembership,
} from '@learnbox/domain';
import type { PolicyUser } from './policy';
import { ALLOW, type Decision, hide, login, refuse } from './policy';

/** An organization as its policy sees it: whether it exists, and the user's membership in it. */
export interface OrganizationResource {
  kind: 'organization';
  exists: boolean;
  membership: OrganizationPermissionMembership | null;
}

export type OrganizationAction = DomainOrganizationAction;

const REFUSAL: Record<OrganizationAction, string> = {
  view: ORGANIZATION_NOT_FOUND_MESSAGE,
  manage: NOT_ORG_ADMIN_MESSAGE,
  configure: NOT_ORG_ADMIN_MESSAGE,
  'manage-admins': NOT_ORG_OWNER_MESSAGE,
  assign: NOT_ORG_MANAGER_MESSAGE,
  report: NOT_ORG_MANAGER_MESSAGE,
};

/**
 * What a member may do comes from the domain's one table (`canInOrganization`). Anyone who is
 * not a member gets the same 404 as for an organization that does not exist, so ids cannot be
 * probed; a member without the right already knows it exists and gets a 403.
 */
export function organizationPolicy(
  user: PolicyUser | null,
  action: OrganizationAction,
  organization: OrganizationResource,
): Decision {
  if (!user) return login();
  if (!organization.exists || !organization.membership) return hide(ORGANIZATION_NOT_FOUND_MESSAGE);
  return canInOrganization(organization.membership, action) ? ALLOW : refuse(REFUSAL[action]);
}
