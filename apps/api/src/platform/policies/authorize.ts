import { DomainError, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../http/current-user';
import { NOT_LOGGED_IN_MESSAGE } from '../http/current-user';
import {
  type OrganizationAction,
  type OrganizationResource,
  organizationPolicy,
} from './organization.policy';
import type { Decision } from './policy';
import { type SessionAction, type SessionResource, sessionPolicy } from './session.policy';

/** Every resource a policy covers, with the actions it knows; `kind` picks the policy. */
export type Authorizable =
  | { action: OrganizationAction; resource: OrganizationResource }
  | { action: SessionAction; resource: SessionResource };

function decide(user: CurrentUser, { action, resource }: Authorizable): Decision {
  switch (resource.kind) {
    case 'organization':
      return organizationPolicy(user, action as OrganizationAction, resource);
    case 'session':
      return sessionPolicy(user, action as SessionAction, resource);
  }
}

/**
 * The one place that turns a policy's answer into the api's reply: 401 when logged out, 404 for
 * a hidden resource, 403 for a refused one. Returns the user, now known to be signed in.
 */
export function authorize(
  user: CurrentUser | null,
  action: OrganizationAction,
  resource: OrganizationResource,
): CurrentUser;
export function authorize(
  user: CurrentUser | null,
  action: SessionAction,
  resource: SessionResource,
): CurrentUser;
export function authorize(
  user: CurrentUser | null,
  action: Authorizable['action'],
  resource: Authorizable['resource'],
): CurrentUser {
  if (!user) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
  const decision = decide(user, { action, resource } as Authorizable);
  if (decision.allow) return user;
  throw new DomainError(decision.message, decision.hide ? STATUS.NOT_FOUND : STATUS.ACCESS_DENIED);
}
