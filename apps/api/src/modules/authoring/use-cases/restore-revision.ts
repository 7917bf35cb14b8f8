import type { SavedReply, WorkKind } from '@learnbox/contracts';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { documentAt } from '../documents';
import { openWork } from '../work-access';
import { saveRevision } from './save-work';

/** POST …/restore: an earlier revision's document becomes the new head (history is kept). */
export async function restoreRevision(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: { kind: WorkKind; id: string },
  body: { revision: number; base_revision: number },
): Promise<SavedReply> {
  const opened = await openWork(ctx, user, params.kind, params.id, 'edit');
  const document = await documentAt(ctx, opened.work, body.revision);
  return saveRevision(ctx, opened.work, opened.user, body.base_revision, document);
}
