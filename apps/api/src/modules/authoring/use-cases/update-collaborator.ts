import type { WorkRole } from '@learnbox/contracts';
import { AUTHORING_MESSAGES, DomainError, normalizeEmail, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { type LocatedWork, openWork } from '../work-access';
import { isAuthorOf, toCollaborator, type WorkParams } from './collaborators';

/**
 * The work's author is an owner by authorship, not by a row: they cannot be demoted or removed.
 * Said as "last owner" when nobody else owns the work, which is the rule that matters then.
 */
export async function refuseAuthorChange(ctx: AuthoringContext, work: LocatedWork): Promise<never> {
  const rows = await ctx.collaborators.list(work.anchor.kind, work.anchor.id);
  const otherOwners = rows.filter((row) => row.role === 'owner' && row.status === 'active').length;
  throw new DomainError(
    otherOwners === 0 ? AUTHORING_MESSAGES.LAST_OWNER : AUTHORING_MESSAGES.AUTHOR_STAYS_OWNER,
    STATUS.ALREADY_EXISTS,
  );
}

/** PUT …/collaborators/:email (owners): a new role for a collaborator or an open invitation. */
export async function updateCollaborator(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: WorkParams & { email: string },
  role: WorkRole,
) {
  const { work } = await openWork(ctx, user, params.kind, params.id, 'manage');
  const email = normalizeEmail(params.email);
  if (isAuthorOf(work, email)) return refuseAuthorChange(ctx, work);
  const row = await ctx.collaborators.find(work.anchor.kind, work.anchor.id, email);
  if (!row) throw new DomainError(AUTHORING_MESSAGES.COLLABORATOR_NOT_FOUND, STATUS.NOT_FOUND);
  return { collaborator: toCollaborator(await ctx.collaborators.setRole(row.id, role)) };
}
