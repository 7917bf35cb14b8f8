import { NOT_LOGGED_IN_MESSAGE } from '@learnbox/domain';
import type { CurrentUser } from '../http/current-user';

/**
 * What a policy answers (in the spirit of Outline's server/policies): allow; ask to log in (401);
 * refuse (403), for a user who may know the resource exists, with `errors` the web reads (a lock
 * reason); or hide (404), so ids of others' resources cannot be probed.
 */
export type Decision =
  | { allow: true }
  | { allow: false; answer: 'login' | 'refuse' | 'hide'; message: string; errors?: Record<string, string> };

/** Who asks: policies decide by identity (resources carry the rest, e.g. a lesson's reader). */
export type PolicyUser = Pick<CurrentUser, 'id'>;

export const ALLOW: Decision = { allow: true };
export const login = (message = NOT_LOGGED_IN_MESSAGE): Decision => ({
  allow: false,
  answer: 'login',
  message,
});
export const refuse = (message: string, errors?: Record<string, string>): Decision => ({
  allow: false,
  answer: 'refuse',
  message,
  errors,
});
export const hide = (message: string): Decision => ({ allow: false, answer: 'hide', message });

/** A per-resource policy: may this user (null: a visitor) do this action to this resource? */
export type Policy<Action extends string, Resource> = (
  user: PolicyUser | null,
  action: Action,
  resource: Resource,
) => Decision;
