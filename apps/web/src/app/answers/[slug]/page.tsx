import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../features/api-client/server-api';
import { pageMetadata } from '../../../features/catalogue/page-metadata';
import { ShotScreen } from '../../../features/shots/shot-screen';

type Params = Promise<{ slug: string }>;

const loadShot = (slug: string) => serverApi.call(apiRefs.shots.byUrl, { params: { a: 'answers', b: slug } });

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const result = await loadShot(slug);
  if (!result.ok) return { title: 'Answer not found' };
  return pageMetadata({
    title: result.data.title,
    description: result.data.summary,
    path: `/answers/${slug}`,
    type: 'article',
  });
}

export default async function ShotPage({ params }: { params: Params }) {
  const { slug } = await params;
  const result = await loadShot(slug);
  if (!result.ok) notFound();
  return <ShotScreen shot={result.data} />;
}
