import { DEFAULT_PAGE_DESCRIPTION, DEFAULT_PAGE_TITLE } from '@learnbox/domain';
import type { Metadata } from 'next';
import { pageMetadata } from '../features/catalogue/page-metadata';
import { HomeScreen } from '../features/home/home-screen';

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata({
    title: DEFAULT_PAGE_TITLE,
    description: DEFAULT_PAGE_DESCRIPTION,
    path: '/',
  });
  // The home page keeps the default title as is, without the " · Learnbox" suffix.
  return { ...metadata, title: { absolute: DEFAULT_PAGE_TITLE } };
}

export default function HomePage() {
  return <HomeScreen />;
}
