/**
 * Changing a member's organization role (spec section 6 "Organization roles"): who may do it, the
 * flags each role stores, and the rule that an organization always keeps one owner.
 */
import { ADMIN_LEVEL, effectiveAdminLevel, type OrganizationAction } from './org-permissions';

/** The roles an admin can give in the dashboard; Non-Paid Member follows from the subscription. */
export const ASSIGNABLE_ROLES = ['admin', 'manager', 'member'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The admin levels a promotion may give (ADMIN_LEVEL). */
export const ADMIN_LEVELS = [ADMIN_LEVEL.OWNER, ADMIN_LEVEL.ADMIN] as const;

/** The membership fields a role change reads and writes. */
export interface RoleFlags {
  isAdmin: boolean;
  adminLevel: number | null;
  isManager: boolean;
}

/** The flags stored for a role. An admin is not also flagged manager: Admin already covers it. */
export function flagsForRole(role: AssignableRole, adminLevel?: number | null): RoleFlags {
  if (role === 'admin')
    return { isAdmin: true, adminLevel: adminLevel ?? ADMIN_LEVEL.ADMIN, isManager: false };
  return { isAdmin: false, adminLevel: null, isManager: role === 'manager' };
}

/**
 * True when a flag change would make an admin a manager too. Manager is a role below admin, not a
 * flag on top of it (flagsForRole never stores both), so such a change is refused, not stored.
 */
export function setsManagerOnAdmin(target: { isAdmin: boolean }, isManager: boolean | undefined): boolean {
  return target.isAdmin && isManager === true;
}

/**
 * The organization action a role change needs: touching an admin (making one, changing one's level,
 * or demoting one) is for owners ('manage-admins'); managers and members are for any admin ('manage').
 */
export function actionForRoleChange(target: { isAdmin: boolean }, role: AssignableRole): OrganizationAction {
  return target.isAdmin || role === 'admin' ? 'manage-admins' : 'manage';
}

/** True when this person is an owner (admin level 1). */
export function isOwner(member: { isAdmin: boolean; adminLevel?: number | null }): boolean {
  return effectiveAdminLevel(member) === ADMIN_LEVEL.OWNER;
}

/**
 * True when the change would leave the organization without an owner: the target is its only
 * owner and the new flags are not an owner's. `members` are all of the organization's members.
 */
export function leavesNoOwner(
  target: { userId: string; isAdmin: boolean; adminLevel?: number | null },
  next: RoleFlags | null,
  members: readonly { userId: string; isAdmin: boolean; adminLevel?: number | null }[],
): boolean {
  if (!isOwner(target)) return false;
  if (next && isOwner(next)) return false;
  return !members.some((member) => member.userId !== target.userId && isOwner(member));
}
