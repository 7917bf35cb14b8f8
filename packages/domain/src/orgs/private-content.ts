/**
 * Private content (spec section 6 "Private content: creation is governed by an organization
 * flag"; issue 16): an organization with can_create_private_content lets its admins and managers
 * make courses they author private to it. Members of other roles cannot, nor can anyone in an
 * organization without the flag.
 */
import { PRIVATE_CONTENT_NOT_ALLOWED_MESSAGE, PRIVATE_CONTENT_ROLE_MESSAGE } from './messages';
import type { OrganizationPermissionMembership } from './org-permissions';

/**
 * The roles that look after the organization's private courses: its admins and managers. They also
 * see the drafts among them (the studio's "Who sees this course" reads that list); other members
 * see only what is published.
 */
export function managesPrivateContent(membership: OrganizationPermissionMembership): boolean {
  return membership.isAdmin || membership.isManager === true;
}

/** Why this member may not make a course private to the organization, or null when they may. */
export function privateContentRefusal(
  organization: { canCreatePrivateContent: boolean },
  membership: OrganizationPermissionMembership,
): string | null {
  if (!organization.canCreatePrivateContent) return PRIVATE_CONTENT_NOT_ALLOWED_MESSAGE;
  if (!managesPrivateContent(membership)) return PRIVATE_CONTENT_ROLE_MESSAGE;
  return null;
}
