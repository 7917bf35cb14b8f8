import { AUTHORING_MESSAGES, DomainError, hasTrustedEmail, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { requireAuthor } from '../work-access';
import { hashInvitationToken } from './invite-collaborator';

/**
 * POST /api/author/invitations/:token/accept: the link works once, for the signed-in user whose
 * verified address is the one invited.
 */
export async function acceptInvitation(ctx: AuthoringContext, user: CurrentUser | null, token: string) {
  const author = requireAuthor(user);
  const row = await ctx.collaborators.byTokenHash(hashInvitationToken(token));
  if (!row) throw new DomainError(AUTHORING_MESSAGES.INVITATION_NOT_FOUND, STATUS.NOT_FOUND);
  if (!hasTrustedEmail(author, row.email))
    throw new DomainError(AUTHORING_MESSAGES.INVITATION_OTHER_EMAIL, STATUS.ACCESS_DENIED);
  await ctx.collaborators.accept(row.id, author.id);
  const live =
    row.workKind === 'shot' ? await ctx.works.shot(row.workId) : await ctx.works.collection(row.workId);
  const head = await ctx.revisions.head(row.workKind, row.workId);
  const title = typeof head?.document.title === 'string' ? head.document.title : (live?.title ?? '');
  return { kind: row.workKind, id: row.workId, title };
}
