import type { CurrentUser } from '../http/current-user';

/**
 * What a policy answers (in the spirit of Outline's server/policies): allow; refuse (403), for a
 * user who may know the resource exists; or hide (404), so ids of others' resources cannot be
 * probed. The message is what the user reads.
 */
export type Decision = { allow: true } | { allow: false; hide: boolean; message: string };

export const ALLOW: Decision = { allow: true };
export const refuse = (message: string): Decision => ({ allow: false, hide: false, message });
export const hide = (message: string): Decision => ({ allow: false, hide: true, message });

/** A per-resource policy: may this signed-in user do this action to this resource? */
export type Policy<Action extends string, Resource> = (
  user: CurrentUser,
  action: Action,
  resource: Resource,
) => Decision;
