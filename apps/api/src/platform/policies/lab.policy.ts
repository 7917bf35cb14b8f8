import { canEditLab, LAB_EDITOR_MESSAGES, LAB_MESSAGES } from '@learnbox/domain';
import type { CurrentUser } from '../http/current-user';
import { ALLOW, type Decision, hide, login, refuse } from './policy';

/**
 * A lab as its policy sees it: the address of its author (content_authors.email), or null when
 * there is no such lab. Authorship is by verified address (issue 10's trustedEmail), so the policy
 * needs the user's address too, not only the id other policies decide by.
 */
export interface LabResource {
  kind: 'lab';
  authorEmail: string | null;
}

/** edit: the setup, the Dockerfile, builds, publishing. create: a new lab of that author. */
export type LabAction = 'edit' | 'create';

export type LabEditor = Pick<CurrentUser, 'id' | 'email' | 'emailVerified' | 'isInternalStaff'>;

/**
 * A lab's author (by verified address) and internal staff may edit it or create labs in the
 * author's name; a signed-in non-author gets a 403 (published labs are public, so hiding them
 * protects nothing), and a lab that does not exist a 404.
 */
export function labPolicy(user: LabEditor | null, action: LabAction, lab: LabResource): Decision {
  if (!user) return login();
  if (lab.authorEmail === null) return hide(LAB_MESSAGES.LAB_NOT_FOUND);
  if (canEditLab({ authorEmail: lab.authorEmail }, user)) return ALLOW;
  return refuse(action === 'create' ? LAB_EDITOR_MESSAGES.AUTHORS_ONLY : LAB_MESSAGES.AUTHOR_ONLY);
}
