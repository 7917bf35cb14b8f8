import type { AccessSummary, CourseProgress, ModuleOutline } from '@learnbox/contracts';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CourseOutline, ProgressBar } from '../course/course-outline';

/** The reader's frame: the course outline with progress beside the lesson (above it on phones). */
export function LessonLayout({
  course,
  currentLessonId,
  children,
}: {
  course: {
    slug: string;
    title: string;
    modules: ModuleOutline[];
    progress: CourseProgress | null;
    access: AccessSummary;
  };
  currentLessonId?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-8 sm:px-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <aside
        aria-label="Course outline"
        className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
      >
        <details className="group rounded-2xl border border-line bg-surface p-4 lg:open:block" open>
          <summary className="cursor-pointer list-none text-sm font-semibold text-fg lg:cursor-default">
            <Link href={`/courses/${course.slug}`} className="hover:underline">
              {course.title}
            </Link>
          </summary>
          {course.progress ? (
            <div className="mt-3">
              <ProgressBar
                percent={course.progress.percent}
                label={`${course.progress.completed} of ${course.progress.total} lessons`}
              />
            </div>
          ) : null}
          <div className="mt-4">
            <CourseOutline
              courseSlug={course.slug}
              modules={course.modules}
              currentLessonId={currentLessonId}
              compact
            />
          </div>
        </details>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
