import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../features/api-client/server-api';
import { AuthorProfileScreen } from '../../../features/authors/author-profile-screen';
import { pageMetadata } from '../../../features/catalogue/page-metadata';

type Params = Promise<{ id: string }>;

const loadProfile = (id: string) => serverApi.call(apiRefs.authoring.authorProfile, { params: { id } });

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = decodeURIComponent((await params).id);
  const result = await loadProfile(id);
  if (!result.ok) return { title: 'Author not found' };
  return pageMetadata({
    title: result.data.name,
    description: result.data.bio || `Courses, paths and shots by ${result.data.name}.`,
    path: `/authors/${encodeURIComponent(id)}`,
  });
}

export default async function AuthorPage({ params }: { params: Params }) {
  const result = await loadProfile(decodeURIComponent((await params).id));
  if (!result.ok) notFound();
  return <AuthorProfileScreen profile={result.data} />;
}
