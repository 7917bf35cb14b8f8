import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../features/api-client/server-api';
import { pageMetadata } from '../../../features/catalogue/page-metadata';
import { CourseScreen } from '../../../features/course/course-screen';

type Params = Promise<{ slug: string }>;

const loadCourse = async (slug: string) => {
  const result = await serverApi.call(apiRefs.content.collection, {
    params: { slug },
    query: { work_type: 'collection' },
  });
  return result.ok && result.data.collection_type === 'collection' ? result.data : null;
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const course = await loadCourse(slug);
  if (!course) return { title: 'Course not found' };
  return pageMetadata({
    title: course.title,
    description: course.summary,
    path: `/courses/${slug}`,
  });
}

export default async function CoursePage({ params }: { params: Params }) {
  const { slug } = await params;
  const course = await loadCourse(slug);
  if (!course) notFound();
  return <CourseScreen course={course} />;
}
