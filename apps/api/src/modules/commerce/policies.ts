import { DomainError, NOT_LOGGED_IN_MESSAGE, NOT_ORG_ADMIN_MESSAGE, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { TeamOrganizations } from './compose';

/** What a person does with commerce (spec sections 2-4). */
export type CommerceAction = 'view' | 'buy' | 'cancel' | 'redeem' | 'manage-seats';

/** A person's own billing (plans, transactions, cards, gifts). */
export const OWN_BILLING = { kind: 'own-billing' } as const;

/**
 * Commerce's permission checks in one place, in the shape of the platform policies'
 * `authorize(user, action, resource)`, so they can take over without touching a use case.
 * Everything one does with one's own billing needs a signed-in person: returns them, or a 401.
 */
export function authorize<U extends CurrentUser>(
  user: U | null,
  _action: CommerceAction,
  _resource: typeof OWN_BILLING,
): U {
  if (!user) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
  return user;
}

/** A team's billing (seats, upgrades, reactivation) is managed by its admins only: else a 403. */
export async function authorizeOrganizationBilling(
  organizations: Pick<TeamOrganizations, 'isOrganizationAdmin'>,
  user: { id: string },
  _action: CommerceAction,
  organizationId: string | undefined,
): Promise<string> {
  if (!organizationId || !(await organizations.isOrganizationAdmin(organizationId, user.id)))
    throw new DomainError(NOT_ORG_ADMIN_MESSAGE, STATUS.ACCESS_DENIED);
  return organizationId;
}
