import { canSeeCourse } from '@learnbox/domain';
import { authorize } from '../../platform/policies';
import { notFound, type Reader, toAccessCourse } from '../content';
import type { LessonText } from './highlights.repository';
import type { NotesContext } from './notes-context';

/** A course the reader can see (else 404, as if it did not exist). */
export async function visibleCourse(ctx: NotesContext, reader: Reader, courseId: string) {
  const course = await ctx.content.findCollectionById(courseId);
  if (course?.collectionType !== 'collection') throw notFound('this course');
  const author = (await ctx.content.authorsByIds([course.authorId])).get(course.authorId);
  const access = toAccessCourse(course, author);
  if (!canSeeCourse(access, reader)) throw notFound('this course');
  return { course, access };
}

/**
 * A lesson the reader may open (highlighting needs the text): 404 when it does not exist or its
 * course is hidden from them, the reader's 403 with its reason when it is locked.
 */
export async function openLesson(
  ctx: NotesContext,
  reader: Reader,
  lessonId: string,
): Promise<{ lesson: LessonText; course: Awaited<ReturnType<typeof visibleCourse>>['course'] }> {
  const lesson = await ctx.lessons.byId(lessonId);
  if (!lesson) throw notFound('this lesson');
  const { course, access } = await visibleCourse(ctx, reader, lesson.courseId);
  authorize(null, 'open', { kind: 'lesson', course: access, position: lesson.position, reader });
  return { lesson, course };
}

/** The reader's address of a lesson. */
export const lessonPath = (courseSlug: string, lessonSlug: string) => `/courses/${courseSlug}/${lessonSlug}`;
