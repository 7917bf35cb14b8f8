/** Organization roles (spec section 6 "Organization roles"). */
export const ORG_ROLES = ['Admin', 'Manager', 'Member', 'Non-Paid Member'] as const;
/** One of ORG_ROLES (spec section 6 "Organization roles"). */
export type OrgRole = (typeof ORG_ROLES)[number];

/** The organization fields the role rules read (spec section 3 "Organization"). */
export interface OrgMembership {
  organization_id: string | number;
  is_admin?: boolean;
  admin_level?: number | null;
  is_manager?: boolean;
  is_mentor?: boolean;
  is_subscriber?: boolean;
  subscription_id?: string | number | null;
  subscriptions?: readonly unknown[] | null;
}

/** Whether the organization has a subscription: an id or a non-empty list (spec section 3). */
export function hasOrganizationSubscription(org: OrgMembership): boolean {
  const hasId =
    org.subscription_id !== null && org.subscription_id !== undefined && org.subscription_id !== '';
  return hasId || (org.subscriptions?.length ?? 0) > 0;
}

/**
 * The user's role in an organization, checked in the spec's order (spec section 6):
 * Admin if is_admin, Manager if is_manager, Member if the organization has a subscription,
 * otherwise Non-Paid Member.
 */
export function getOrganizationRole(org: OrgMembership): OrgRole {
  if (org.is_admin) return 'Admin';
  if (org.is_manager) return 'Manager';
  if (hasOrganizationSubscription(org)) return 'Member';
  return 'Non-Paid Member';
}
