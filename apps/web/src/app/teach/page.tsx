import type { Metadata } from 'next';
import { pageMetadata } from '../../features/catalogue/page-metadata';
import { TeachScreen } from '../../features/studio/teach/teach-screen';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Teach on Learnbox',
    description: 'Write interactive courses and short answers for developers, with co-authors.',
    path: '/teach',
  });
}

export default function TeachPage() {
  return <TeachScreen />;
}
