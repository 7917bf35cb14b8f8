import { ASSESSMENT_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AssessmentsContext } from '../assessment-context';

/** Authors are signed in (401) with a verified address (403), like the studio's. */
export function requireAssessmentAuthor(user: CurrentUser | null): CurrentUser {
  if (!user) throw new DomainError(ASSESSMENT_MESSAGES.LOGIN_REQUIRED, STATUS.UNAUTHORIZED);
  if (!user.emailVerified)
    throw new DomainError(ASSESSMENT_MESSAGES.VERIFY_EMAIL_FIRST, STATUS.ACCESS_DENIED);
  return user;
}

export async function listMyAssessments(ctx: AssessmentsContext, user: CurrentUser | null) {
  const author = requireAssessmentAuthor(user);
  return { assessments: await ctx.repo.ownedBy(author.id) };
}
