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
 * The authoring module's roles (owner or editor) answer it: app.ts passes `canChangeWork`.
 */
export type WorkEditCheck = (user: CurrentUser, work: UploadWork) => Promise<boolean>;
