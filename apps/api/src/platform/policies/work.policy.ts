import type { WorkRole } from '@learnbox/contracts';
import { AUTHORING_MESSAGES } from '@learnbox/domain';
import { ALLOW, type Decision, hide, login, type PolicyUser, refuse } from './policy';

/**
 * A studio work (course, lesson, path, shot) as its policy sees it: the caller's role on it, or
 * null when they do not collaborate on it (the use case resolves the role: the author by verified
 * e-mail is an owner, other collaborators by their row).
 */
export interface WorkResource {
  kind: 'work';
  role: WorkRole | null;
}

/** read: drafts, preview, history. edit: save, restore. publish. manage: collaborators. */
export type WorkAction = 'read' | 'edit' | 'publish' | 'manage';

/**
 * Not a collaborator: 404 on every call, so nobody learns a draft exists. A reviewer may read but
 * not change or publish (403, with a sentence that says who can); only owners manage collaborators.
 */
export function workPolicy(user: PolicyUser | null, action: WorkAction, work: WorkResource): Decision {
  if (!user) return login();
  if (work.role === null) return hide(AUTHORING_MESSAGES.WORK_NOT_FOUND);
  if (action === 'read') return ALLOW;
  if (action === 'manage') return work.role === 'owner' ? ALLOW : refuse(AUTHORING_MESSAGES.OWNERS_ONLY);
  if (work.role === 'reviewer')
    return refuse(
      action === 'publish'
        ? AUTHORING_MESSAGES.REVIEWER_CANNOT_PUBLISH
        : AUTHORING_MESSAGES.REVIEWER_CANNOT_SAVE,
    );
  return ALLOW;
}
