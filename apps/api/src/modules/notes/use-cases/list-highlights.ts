import type { CourseHighlightsReply, LessonHighlightsReply } from '@learnbox/contracts';
import type { CurrentUser } from '../../../platform/http/current-user';
import { notFound } from '../../content';
import { lessonPath, visibleCourse } from '../lesson-access';
import { type NotesContext, requireNoteTaker } from '../notes-context';
import { toHighlights } from '../to-highlight';

/** GET /api/notes/lessons/{id}/highlights: the learner's own, on the lesson's current revision. */
export async function listLessonHighlights(
  ctx: NotesContext,
  user: CurrentUser | null,
  lessonId: string,
): Promise<LessonHighlightsReply> {
  const reader = await requireNoteTaker(ctx, user);
  const lesson = await ctx.lessons.byId(lessonId);
  if (!lesson) throw notFound('this lesson');
  await visibleCourse(ctx, reader, lesson.courseId);
  const rows = await ctx.highlights.forLesson(reader.userId, lesson.id);
  return {
    lesson_id: lesson.id,
    content_revision: lesson.contentRevision,
    items: await toHighlights(ctx.highlights, lesson, rows),
  };
}

/** GET /api/notes/courses/{id}/highlights: the HighlightsViewer, lessons in course order. */
export async function listCourseHighlights(
  ctx: NotesContext,
  user: CurrentUser | null,
  courseId: string,
): Promise<CourseHighlightsReply> {
  const reader = await requireNoteTaker(ctx, user);
  const { course } = await visibleCourse(ctx, reader, courseId);
  const rows = await ctx.highlights.forCourse(reader.userId, course.id);
  const lessons = await ctx.lessons.ofCourse(course.id);
  const byLesson = await Promise.all(
    lessons.map(async (lesson) => ({
      id: lesson.id,
      slug: lesson.slug,
      title: lesson.title,
      url: lessonPath(course.slug, lesson.slug),
      items: await toHighlights(
        ctx.highlights,
        lesson,
        rows.filter((row) => row.lessonId === lesson.id),
      ),
    })),
  );
  return {
    course: { id: course.id, slug: course.slug, title: course.title },
    lessons: byLesson.filter((lesson) => lesson.items.length > 0),
  };
}
