import type { ShotReply } from '@learnbox/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '../../../features/catalogue/page-metadata';
import { serverApiGet } from '../../../features/catalogue/server-api';
import { ShotScreen } from '../../../features/shots/shot-screen';

type Params = Promise<{ slug: string }>;

const loadShot = (slug: string) =>
  serverApiGet<ShotReply>(`/api/edpresso/shot/url/answers/${encodeURIComponent(slug)}`);

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
