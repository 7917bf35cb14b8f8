import type { CourseProgress } from '@learnbox/contracts';
import { progressPercent } from '@learnbox/domain';

interface OutlineLesson {
  id: string;
  slug: string;
}

/**
 * Progress in one course and where to resume: the lesson last opened while it is unfinished;
 * otherwise the first unfinished lesson after it, then the first unfinished one overall; the
 * first lesson when everything is done (for a second read).
 */
export function courseProgress(
  lessons: readonly OutlineLesson[],
  completed: ReadonlySet<string>,
  lastLessonId: string | null,
): CourseProgress {
  const done = lessons.filter((lesson) => completed.has(lesson.id)).length;
  const lastIndex = lastLessonId ? lessons.findIndex((lesson) => lesson.id === lastLessonId) : -1;
  const unfinished = (from: number) => lessons.slice(from).find((lesson) => !completed.has(lesson.id));
  const resume =
    (lastIndex >= 0 && !completed.has(lessons[lastIndex]?.id ?? '') ? lessons[lastIndex] : undefined) ??
    (lastIndex >= 0 ? unfinished(lastIndex + 1) : undefined) ??
    unfinished(0) ??
    lessons[0];
  return {
    completed: done,
    total: lessons.length,
    percent: progressPercent(done, lessons.length),
    resume_lesson_slug: resume?.slug ?? null,
  };
}
