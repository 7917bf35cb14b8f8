import { DomainError, NOT_LOGGED_IN_MESSAGE, STATUS, UPLOAD_MESSAGES } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { UploadLinkSigner } from '../upload-link';
import type { UploadWork, WorkEditCheck } from '../work-edit-check';

/**
 * A signed upload link for a work the user may edit. Anyone else, whether the work exists or
 * not, gets the same 404: an upload-URL call must not tell which drafts exist.
 */
export async function issueUploadUrl(
  deps: { canEdit: WorkEditCheck; signer: UploadLinkSigner },
  user: CurrentUser | null,
  work: UploadWork,
) {
  if (!user) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
  if (!(await deps.canEdit(user, work)))
    throw new DomainError(UPLOAD_MESSAGES.WORK_NOT_FOUND, STATUS.NOT_FOUND);
  return deps.signer.issue(user.id, { kind: work.kind, id: work.id });
}
