import type { Metadata } from 'next';
import { pageMetadata } from '../../features/catalogue/page-metadata';
import { MyCoursesScreen } from '../../features/progress/my-courses-screen';

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata({
    title: 'My courses',
    description: 'The courses you started, with your progress.',
    path: '/mycourses',
  });
  return { ...metadata, robots: { index: false } };
}

export default function MyCoursesPage() {
  return <MyCoursesScreen />;
}
