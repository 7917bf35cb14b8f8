/**
 * Mode (spec section 4): 'learn' when the user is an admin or subscriber but neither admin nor
 * manager of the current organization; otherwise 'upskill'. Without a current organization there
 * is no mode: the user is a plain learner.
 */
export const ORGANIZATION_MODES = ['learn', 'upskill'] as const;
export type OrganizationMode = (typeof ORGANIZATION_MODES)[number];

/** The current organization's membership fields the rule reads. */
export interface ModeMembership {
  is_admin?: boolean;
  is_manager?: boolean;
  is_subscriber?: boolean;
}

export function organizationMode(current: ModeMembership | null | undefined): OrganizationMode | null {
  if (!current) return null;
  const adminOrSubscriber = current.is_admin === true || current.is_subscriber === true;
  const adminOrManager = current.is_admin === true || current.is_manager === true;
  return adminOrSubscriber && !adminOrManager ? 'learn' : 'upskill';
}
