import {
  type AccessCourse,
  type AccessReader,
  canSeeDrafts,
  LOCK_MESSAGES,
  lessonAccess,
} from '@learnbox/domain';
import { ALLOW, type Decision, refuse } from './policy';

/**
 * Courses, lessons and shots decide by the reader (entitlements, verified address), not by the
 * session alone, so the resource carries its reader; a visitor's reader is null. The rules are
 * the domain's (packages/domain content-access); this turns them into the api's answers.
 */
export interface LessonResource {
  kind: 'lesson';
  course: AccessCourse;
  /** The lesson's place in the course: the free preview is the first lessons. */
  position: number;
  reader: AccessReader | null;
}

/** A draft revision of a course, lesson or shot. */
export interface DraftResource {
  kind: 'draft';
  course: AccessCourse;
  reader: AccessReader | null;
}

export type LessonAction = 'open';
export type DraftAction = 'read';

/** A lesson the reader may not open: 403 whose errors.reason the web turns into the upgrade prompt. */
export function lessonPolicy(_user: unknown, _action: LessonAction, lesson: LessonResource): Decision {
  const access = lessonAccess(lesson.course, lesson.position, lesson.reader);
  return access.allowed ? ALLOW : refuse(LOCK_MESSAGES[access.reason], { reason: access.reason });
}

/** Drafts are for the authors and invited reviewers, by verified address (issue 10). */
export function draftPolicy(_user: unknown, _action: DraftAction, draft: DraftResource): Decision {
  return canSeeDrafts(draft.course, draft.reader) ? ALLOW : refuse(LOCK_MESSAGES.draft, { reason: 'draft' });
}
