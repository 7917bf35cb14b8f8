import { ASSESSMENT_MESSAGES } from '@learnbox/domain';
import type { PolicyUser } from './policy';
import { ALLOW, type Decision, hide, login, refuse } from './policy';

/** A learner's assessment attempt: whose it is (null when there is none by that id). */
export interface AssessmentAttemptResource {
  kind: 'assessment-attempt';
  ownerId: string | null;
}

/** An assessment: published ones are taken by anyone signed in; its creator edits it. */
export interface AssessmentResource {
  kind: 'assessment';
  exists: boolean;
  published: boolean;
  ownerUserId: string | null;
}

export type AssessmentAttemptAction = 'view' | 'answer';
export type AssessmentAction = 'take' | 'edit';

/** Someone else's attempt answers like an unknown id, so ids cannot be probed. */
export function assessmentAttemptPolicy(
  user: PolicyUser | null,
  _action: AssessmentAttemptAction,
  attempt: AssessmentAttemptResource,
): Decision {
  if (!user) return login(ASSESSMENT_MESSAGES.LOGIN_REQUIRED);
  return attempt.ownerId !== null && attempt.ownerId === user.id
    ? ALLOW
    : hide(ASSESSMENT_MESSAGES.ATTEMPT_NOT_FOUND);
}

export function assessmentPolicy(
  user: PolicyUser | null,
  action: AssessmentAction,
  assessment: AssessmentResource,
): Decision {
  const isOwner = user !== null && assessment.ownerUserId !== null && assessment.ownerUserId === user.id;
  if (!assessment.exists || (!assessment.published && !isOwner)) return hide(ASSESSMENT_MESSAGES.NOT_FOUND);
  if (!user) return login(ASSESSMENT_MESSAGES.LOGIN_REQUIRED);
  if (action === 'take') return ALLOW;
  return isOwner ? ALLOW : refuse(ASSESSMENT_MESSAGES.EDIT_NOT_ALLOWED);
}
