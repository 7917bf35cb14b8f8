import { NOT_ORG_ADMIN_MESSAGE } from '@learnbox/domain';
import type { PolicyUser } from './policy';
import { ALLOW, type Decision, login, refuse } from './policy';

/** What a person does with billing (spec sections 2-4). */
export type BillingAction = 'view' | 'buy' | 'cancel' | 'redeem' | 'manage-seats';

/**
 * A team's billing (seats, upgrades, reactivation), with whether this user administers the team.
 * Unlike the organization policy it answers 403, not 404, to a non-member: the buyer named the
 * team in a checkout, so hiding that it exists protects nothing.
 */
export interface TeamBillingResource {
  kind: 'team-billing';
  isAdmin: boolean;
}

/** Only a team's admins buy for it. */
export function teamBillingPolicy(
  user: PolicyUser | null,
  _action: BillingAction,
  team: TeamBillingResource,
): Decision {
  if (!user) return login();
  return team.isAdmin ? ALLOW : refuse(NOT_ORG_ADMIN_MESSAGE);
}
