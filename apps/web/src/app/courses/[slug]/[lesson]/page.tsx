import { apiRefs } from '@learnbox/contracts/route-refs';
import { LOCK_REASONS, type LockReason } from '@learnbox/domain';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../../features/api-client/server-api';
import { pageMetadata } from '../../../../features/catalogue/page-metadata';
import { LessonScreen, LockedLessonScreen } from '../../../../features/reader/lesson-screen';
import {
  parseReaderPreferences,
  READER_PREFS_COOKIE,
} from '../../../../features/reader-preferences/reader-preferences';

type Params = Promise<{ slug: string; lesson: string }>;

const loadLesson = (slug: string, lesson: string) =>
  serverApi.call(apiRefs.content.lesson, { params: { slug, lesson }, query: { work_type: 'collection' } });

/** The course of a lesson, for a lesson that did not load (its title, or why it is locked). */
const loadCourse = async (slug: string) => {
  const course = await serverApi.call(apiRefs.content.collection, {
    params: { slug },
    query: { work_type: 'collection' },
  });
  return course.ok && course.data.collection_type === 'collection' ? course.data : null;
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug, lesson } = await params;
  const result = await loadLesson(slug, lesson);
  if (result.ok) {
    return pageMetadata({
      title: `${result.data.lesson.title} · ${result.data.course.title}`,
      description: result.data.lesson.summary || `A lesson of ${result.data.course.title}.`,
      path: `/courses/${slug}/${lesson}`,
      type: 'article',
    });
  }
  const course = await loadCourse(slug);
  if (!course) return { title: 'Lesson not found' };
  const title = course.modules
    .flatMap((module) => module.lessons)
    .find((item) => item.slug === lesson)?.title;
  return pageMetadata({
    title: `${title ?? 'Lesson'} · ${course.title}`,
    description: course.summary,
    path: `/courses/${slug}/${lesson}`,
    type: 'article',
  });
}

export default async function LessonPage({ params }: { params: Params }) {
  const { slug, lesson } = await params;
  const result = await loadLesson(slug, lesson);
  if (result.ok) {
    const prefs = parseReaderPreferences((await cookies()).get(READER_PREFS_COOKIE)?.value);
    return <LessonScreen reply={result.data} prefs={prefs} />;
  }
  if (result.status !== 403) notFound();
  const course = await loadCourse(slug);
  if (!course) notFound();
  const reason = (LOCK_REASONS as readonly string[]).includes(result.errors.reason ?? '')
    ? (result.errors.reason as LockReason)
    : 'login_required';
  return (
    <LockedLessonScreen course={course} lessonSlug={lesson} reason={reason} message={result.errorText} />
  );
}
