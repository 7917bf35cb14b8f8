import type { Metadata } from 'next';
import { CategoriesScreen } from '../../features/catalogue/categories-screen';
import { pageMetadata } from '../../features/catalogue/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Categories',
    description: 'Every topic our interactive courses and learning paths cover.',
    path: '/categories',
  });
}

export default function CategoriesPage() {
  return <CategoriesScreen />;
}
