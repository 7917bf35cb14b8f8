import type { Widget } from '@learnbox/contracts';
import type { ContentRepository } from './content.repository';
import { ensureLessonOpen, ensureVisible, notFound } from './course-view';
import type { Reader } from './reader';

/**
 * The published widgets of a lesson by its stable id, hidden tests included, for server-side use
 * only (judging an exercise). The rules are those of reading the lesson (readLesson): a course the
 * reader may not see is a 404, a locked lesson the same 403 with errors.reason.
 */
export async function readableLessonWidgets(
  content: ContentRepository,
  lessonId: string,
  reader: Reader | null,
): Promise<Widget[]> {
  const what = 'this lesson';
  const lesson = await content.findLessonById(lessonId);
  if (!lesson) throw notFound(what);
  const course = await content.findCollectionById(lesson.courseId);
  const loaded = await ensureVisible(content, course, reader, what);
  ensureLessonOpen(loaded.access, lesson.position, reader);
  return ((await content.lessonWidgets(lessonId)) ?? []) as Widget[];
}
