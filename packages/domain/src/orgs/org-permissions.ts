/**
 * What each organization role may do. One table read by the api's organization policy, so the
 * dashboard, assignments, reports and settings ask the same question (spec section 6 roles).
 */

/** Admin levels (spec section 6: "Organization admins also carry an admin_level"). */
export const ADMIN_LEVEL = {
  /** The buyer and anyone they make an owner: may promote and demote other admins. */
  OWNER: 1,
  /** Manages seats, members, managers, the catalogue and settings; cannot change admins. */
  ADMIN: 2,
} as const;

export type OrganizationAction =
  /** See the organization's space: any member. */
  | 'view'
  /** Seats, invitations, removing members, setting manager and mentor flags. */
  | 'manage'
  /** Catalogue lists, mode, private content, SSO, branding. */
  | 'configure'
  /** Promote or demote admins (owners only). */
  | 'manage-admins'
  /** Assign work to members and groups, send nudges. */
  | 'assign'
  /** Read progress reports and export them. */
  | 'report';

/** The membership fields the table reads. */
export interface OrganizationPermissionMembership {
  isAdmin: boolean;
  adminLevel?: number | null;
  isManager?: boolean;
}

/** An admin without a stored level counts as the lowest admin level, never as an owner. */
export function effectiveAdminLevel(membership: OrganizationPermissionMembership): number | null {
  if (!membership.isAdmin) return null;
  return membership.adminLevel ?? ADMIN_LEVEL.ADMIN;
}

export function canInOrganization(
  membership: OrganizationPermissionMembership,
  action: OrganizationAction,
): boolean {
  switch (action) {
    case 'view':
      return true;
    case 'manage':
    case 'configure':
      return membership.isAdmin;
    case 'manage-admins':
      return effectiveAdminLevel(membership) === ADMIN_LEVEL.OWNER;
    case 'assign':
    case 'report':
      return membership.isAdmin || membership.isManager === true;
  }
}
