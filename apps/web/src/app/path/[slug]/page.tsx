import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../features/api-client/server-api';
import { pageMetadata } from '../../../features/catalogue/page-metadata';
import { PathScreen } from '../../../features/course/path-screen';

type Params = Promise<{ slug: string }>;

const loadPath = async (slug: string) => {
  const result = await serverApi.call(apiRefs.content.collection, {
    params: { slug },
    query: { work_type: 'path' },
  });
  return result.ok && result.data.collection_type === 'path' ? result.data : null;
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const path = await loadPath(slug);
  if (!path) return { title: 'Learning path not found' };
  return pageMetadata({ title: path.title, description: path.summary, path: `/path/${slug}` });
}

export default async function PathPage({ params }: { params: Params }) {
  const { slug } = await params;
  const path = await loadPath(slug);
  if (!path) notFound();
  return <PathScreen path={path} />;
}
