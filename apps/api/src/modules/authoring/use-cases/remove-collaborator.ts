import { AUTHORING_MESSAGES, DomainError, normalizeEmail, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { openWork } from '../work-access';
import { isAuthorOf, type WorkParams } from './collaborators';
import { refuseAuthorChange } from './update-collaborator';

/** DELETE …/collaborators/:email (owners): a collaborator or an invitation goes; never the last owner. */
export async function removeCollaborator(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: WorkParams & { email: string },
) {
  const { work } = await openWork(ctx, user, params.kind, params.id, 'manage');
  const email = normalizeEmail(params.email);
  if (isAuthorOf(work, email)) return refuseAuthorChange(ctx, work);
  const row = await ctx.collaborators.find(work.anchor.kind, work.anchor.id, email);
  if (!row) throw new DomainError(AUTHORING_MESSAGES.COLLABORATOR_NOT_FOUND, STATUS.NOT_FOUND);
  await ctx.collaborators.remove(row.id);
  return { ok: true as const };
}
