import type { AccessSummary, CourseProgress, ModuleOutline } from '@learnbox/contracts';
import {
  type AccessCourse,
  canSeeCourse,
  canSeeDrafts,
  DomainError,
  hasSubscriptionAccess,
  isHiddenFromB2bVisitor,
  lessonAccess,
  STATUS,
} from '@learnbox/domain';
import { authorize } from '../../platform/policies';
import { toAccessCourse } from './collection-mapper';
import type { AuthorRow, CollectionListRow, ContentRepository } from './content.repository';
import { courseProgress } from './course-progress';
import type { ProgressStore } from './progress-store';
import type { Reader } from './reader';

export function notFound(what: string): DomainError {
  return new DomainError(
    `We could not find ${what}. It may have moved, or the link may be mistyped.`,
    STATUS.NOT_FOUND,
  );
}

/** What the reader may do with the course as a whole: shown as price, subscription or preview state. */
export function accessSummary(course: AccessCourse, reader: Reader | null): AccessSummary {
  const base = { logged_in: reader !== null, lock_reason: null };
  if (canSeeDrafts(course, reader)) return { ...base, state: 'author' };
  if (course.is_free) return { ...base, state: 'free' };
  if (hasSubscriptionAccess(course, reader)) return { ...base, state: 'subscribed' };
  if (reader && course.is_priced && reader.ownedCourseIds.includes(course.id))
    return { ...base, state: 'owned' };
  const locked = lessonAccess(course, 1, reader);
  return { ...base, state: 'preview', lock_reason: locked.allowed ? null : locked.reason };
}

export interface CourseView {
  row: CollectionListRow;
  author: AuthorRow | undefined;
  access: AccessCourse;
  modules: ModuleOutline[];
  lessons: { id: string; slug: string; title: string; position: number; locked: boolean }[];
  progress: CourseProgress | null;
}

/** Spec section 5: what a logged-out visitor on an organization's host must not see. */
export function hiddenFromB2bVisitor(row: CollectionListRow): boolean {
  return isHiddenFromB2bVisitor({
    is_free: row.isFree,
    is_priced: row.isPriced,
    path_type: row.pathType,
    tags: row.tags,
  });
}

/**
 * A visible collection by slug, or a 404 that does not tell drafts from missing pages. A
 * `b2bVisitor` (logged out on an organization's host) gets the same 404 for courses spec
 * section 5 hides there.
 */
export async function loadVisibleCollection(
  content: ContentRepository,
  slug: string,
  reader: Reader | null,
  kind?: 'collection' | 'path',
  b2bVisitor = false,
) {
  const found = await content.findCollectionBySlug(slug);
  const row = found && (!kind || found.collectionType === kind) ? found : null;
  const what = kind === 'path' ? `a learning path called “${slug}”` : `a course called “${slug}”`;
  return ensureVisible(content, row && !(b2bVisitor && hiddenFromB2bVisitor(row)) ? row : null, reader, what);
}

/** The collection with its access facts when the reader may see it; else the same 404 as a missing one. */
export async function ensureVisible(
  content: ContentRepository,
  row: CollectionListRow | null,
  reader: Reader | null,
  what: string,
) {
  if (!row) throw notFound(what);
  const author = (await content.authorsByIds([row.authorId])).get(row.authorId);
  const access = toAccessCourse(row, author);
  if (!canSeeCourse(access, reader)) throw notFound(what);
  return { row, author, access };
}

/** A lesson the reader may not open: 403 whose errors.reason the web turns into the upgrade prompt. */
export function ensureLessonOpen(course: AccessCourse, position: number, reader: Reader | null): void {
  authorize(null, 'open', { kind: 'lesson', course, position, reader });
}

/** The outline of a course with lock and completion marks, and the reader's progress. */
export async function buildCourseView(
  content: ContentRepository,
  progress: ProgressStore,
  loaded: { row: CollectionListRow; author: AuthorRow | undefined; access: AccessCourse },
  reader: Reader | null,
): Promise<CourseView> {
  const outline = await content.outline(loaded.row.id);
  const completed = reader
    ? ((await progress.completions(reader.userId, [loaded.row.id])).get(loaded.row.id) ?? new Set<string>())
    : new Set<string>();
  const visit = reader ? (await progress.visits(reader.userId, [loaded.row.id]))[0] : undefined;
  const lessons = outline.lessons.map((lesson) => {
    const access = lessonAccess(loaded.access, lesson.position, reader);
    return {
      id: lesson.id,
      slug: lesson.slug,
      title: lesson.title,
      position: lesson.position,
      moduleId: lesson.moduleId,
      read_time_minutes: lesson.readTimeMinutes,
      locked: !access.allowed,
      lock_reason: access.allowed ? null : access.reason,
      completed: completed.has(lesson.id),
    };
  });
  const modules = outline.modules.map((module) => ({
    id: module.id,
    title: module.title,
    lessons: lessons
      .filter((lesson) => lesson.moduleId === module.id)
      .map(({ moduleId: _moduleId, ...lesson }) => lesson),
  }));
  return {
    ...loaded,
    modules,
    lessons,
    progress: reader ? courseProgress(outline.lessons, completed, visit?.lastLessonId ?? null) : null,
  };
}
