import { authorize, type BillingAction } from '../../platform/policies';
import type { TeamOrganizations } from './compose';

/**
 * A team's billing (seats, upgrades, reactivation) is managed by its admins only (403 otherwise).
 * One's own billing needs nothing but a signed-in person: the routes call requireUser.
 */
export async function authorizeOrganizationBilling(
  organizations: Pick<TeamOrganizations, 'isOrganizationAdmin'>,
  user: { id: string },
  action: BillingAction,
  organizationId: string | undefined,
): Promise<string> {
  const isAdmin = organizationId ? await organizations.isOrganizationAdmin(organizationId, user.id) : false;
  authorize(user, action, { kind: 'team-billing', isAdmin });
  return organizationId as string;
}
