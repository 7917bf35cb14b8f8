import type { Metadata } from 'next';
import { pageMetadata } from '../../features/catalogue/page-metadata';
import { LearningPlansScreen } from '../../features/progress/learning-plans-screen';

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata({
    title: 'Learning plans',
    description: 'The learning paths you pinned or started, with your progress.',
    path: '/learning-plans',
  });
  return { ...metadata, robots: { index: false } };
}

export default function LearningPlansPage() {
  return <LearningPlansScreen />;
}
