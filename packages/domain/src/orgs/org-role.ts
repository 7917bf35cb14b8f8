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

/** Role, mentor flag and admin level (spec section 6). */
export interface OrgRoleSummary {
  role: OrgRole;
  /** Mentor is a separate yes/no flag, not a role (spec section 6). */
  isMentor: boolean;
  /** Only admins carry an admin_level (spec section 6); null for everyone else. */
  adminLevel: number | null;
}

/** Role, mentor flag and admin level together (spec section 6 "Organization roles"). */
export function describeOrganizationRole(org: OrgMembership): OrgRoleSummary {
  const role = getOrganizationRole(org);
  return {
    role,
    isMentor: org.is_mentor === true,
    adminLevel: role === 'Admin' ? (org.admin_level ?? null) : null,
  };
}

/** The two product modes (spec section 4 "Mode"). */
export const MODES = ['learn', 'upskill'] as const;
/** One of MODES (spec section 4 "Mode"). */
export type Mode = (typeof MODES)[number];

/**
 * Mode of the current organization (spec section 4 "Mode"): 'learn' when the user is an admin or
 * subscriber but neither admin nor manager; otherwise 'upskill'. Taken literally, "admin ... but
 * not admin" leaves only plain subscribers in 'learn', which is what we do: an admin or manager
 * runs the team (upskill), a subscriber studies (learn). No organization gives 'upskill'.
 */
export function getMode(org: OrgMembership | null | undefined): Mode {
  if (!org) return 'upskill';
  const adminOrSubscriber = org.is_admin === true || org.is_subscriber === true;
  const runsTheTeam = org.is_admin === true || org.is_manager === true;
  return adminOrSubscriber && !runsTheTeam ? 'learn' : 'upskill';
}
