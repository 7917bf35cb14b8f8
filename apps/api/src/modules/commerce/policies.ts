import type { CurrentUser } from '../../platform/http/current-user';
import { type BillingAction, type OwnBillingResource, authorize as policy } from '../../platform/policies';
import type { TeamOrganizations } from './compose';

/** A person's own billing (plans, transactions, cards, gifts). */
export const OWN_BILLING: OwnBillingResource = { kind: 'own-billing' };

/** The platform's billing policy (401 when signed out), returning the signed-in person. */
export function authorize<U extends CurrentUser>(
  user: U | null,
  action: BillingAction,
  resource: OwnBillingResource,
): U {
  policy(user, action, resource);
  return user as U;
}

/** A team's billing (seats, upgrades, reactivation) is managed by its admins only (403 otherwise). */
export async function authorizeOrganizationBilling(
  organizations: Pick<TeamOrganizations, 'isOrganizationAdmin'>,
  user: { id: string },
  action: BillingAction,
  organizationId: string | undefined,
): Promise<string> {
  const isAdmin = organizationId ? await organizations.isOrganizationAdmin(organizationId, user.id) : false;
  policy(user, action, { kind: 'team-billing', isAdmin });
  return organizationId as string;
}
