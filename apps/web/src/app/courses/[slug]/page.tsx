import type { CourseDetail } from '@learnbox/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '../../../features/catalogue/page-metadata';
import { serverApiGet } from '../../../features/catalogue/server-api';
import { CourseScreen } from '../../../features/course/course-screen';

type Params = Promise<{ slug: string }>;

const loadCourse = (slug: string) =>
  serverApiGet<CourseDetail>(`/api/collection/${encodeURIComponent(slug)}?work_type=collection`);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const result = await loadCourse(slug);
  if (!result.ok) return { title: 'Course not found' };
  return pageMetadata({
    title: result.data.title,
    description: result.data.summary,
    path: `/courses/${slug}`,
  });
}

export default async function CoursePage({ params }: { params: Params }) {
  const { slug } = await params;
  const result = await loadCourse(slug);
  if (!result.ok) notFound();
  return <CourseScreen course={result.data} />;
}
