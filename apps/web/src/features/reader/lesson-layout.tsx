import type { AccessSummary, CourseProgress, ModuleOutline } from '@learnbox/contracts';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CourseOutline, ProgressBar } from '../course/course-outline';
import { OpenHighlightsButton } from './highlights/open-highlights-button';
import { OutlineDisclosure } from './outline-disclosure';

/**
 * The reader's frame. On phones the lesson comes first and the course outline follows it behind
 * a "Course outline" button (OutlineDisclosure), so the screen opens on the lesson's title; from
 * `lg` up the outline is a sticky column beside the lesson. The lesson is first in the DOM too,
 * so screen readers and Tab also reach it before the list of every lesson.
 */
export function LessonLayout({
  course,
  currentLessonId,
  highlightsCourseId,
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
  /** Set for a signed-in reader: the course navigation then opens their HighlightsViewer. */
  highlightsCourseId?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-4 sm:px-6 sm:pt-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">{children}</div>
      <aside
        aria-label="Course outline"
        className="lg:sticky lg:top-20 lg:col-start-1 lg:row-start-1 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
      >
        <div className="rounded-2xl border border-line bg-surface p-4">
          <OutlineDisclosure>
            <p className="text-sm font-semibold text-fg">
              <Link href={`/courses/${course.slug}`} className="hover:underline">
                {course.title}
              </Link>
            </p>
            {course.progress ? (
              <div className="mt-3">
                <ProgressBar
                  percent={course.progress.percent}
                  label={`${course.progress.completed} of ${course.progress.total} lessons`}
                />
              </div>
            ) : null}
            {highlightsCourseId ? (
              <div className="mt-3">
                <OpenHighlightsButton courseId={highlightsCourseId} />
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
          </OutlineDisclosure>
        </div>
      </aside>
    </div>
  );
}
