import type { UploadWorkKind } from '@learnbox/contracts';
import type { CurrentUser } from '../../platform/http/current-user';

/** The work an upload belongs to; `courseId` asserts which course a lesson is in (the course forms). */
export interface UploadWork {
  kind: UploadWorkKind;
  id: string;
  courseId?: string;
}

/**
 * May this user edit this work (and so upload images to it)? The one question uploads ask about
 * authorship; false means "not found" to the caller (404), never a hint that the work exists.
 * The authoring module's `work` policy (owner/editor collaborators) is the source of truth: pass
 * its check to `uploadsRoutes({ canEdit })` in app.ts. Until then `createWorkEditCheck`
 * (uploads.repository.ts) answers from the tables as they are.
 */
export type WorkEditCheck = (user: CurrentUser, work: UploadWork) => Promise<boolean>;
