import type { ShotDocument } from '@learnbox/contracts';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { headOf } from '../documents';
import { openWork } from '../work-access';
import { saveRevision } from './save-work';

/**
 * POST /api/edpresso/editor/shot/:id/update-attributions: the head draft with new attributions,
 * saved as the next revision (on the head it read, so a concurrent save still wins or loses cleanly).
 */
export async function updateAttributions(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  id: string,
  attributions: ShotDocument['attributions'],
) {
  const opened = await openWork(ctx, user, 'shot', id, 'edit');
  const head = await headOf(ctx, opened.work);
  const document = { ...(head.document as ShotDocument), attributions };
  await saveRevision(ctx, opened.work, opened.user, head.revision, document);
  return { attributions };
}
