import type { PathDetail } from '@learnbox/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '../../../features/catalogue/page-metadata';
import { serverApiGet } from '../../../features/catalogue/server-api';
import { PathScreen } from '../../../features/course/path-screen';

type Params = Promise<{ slug: string }>;

const loadPath = (slug: string) =>
  serverApiGet<PathDetail>(`/api/collection/${encodeURIComponent(slug)}?work_type=path`);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const result = await loadPath(slug);
  if (!result.ok) return { title: 'Learning path not found' };
  return pageMetadata({ title: result.data.title, description: result.data.summary, path: `/path/${slug}` });
}

export default async function PathPage({ params }: { params: Params }) {
  const { slug } = await params;
  const result = await loadPath(slug);
  if (!result.ok) notFound();
  return <PathScreen path={result.data} />;
}
