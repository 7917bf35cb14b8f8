import type { Metadata } from 'next';
import { ExploreScreen } from '../../features/catalogue/explore-screen';
import { pageMetadata, queryValue } from '../../features/catalogue/page-metadata';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const tag = queryValue((await searchParams).tag);
  return pageMetadata({
    title: tag ? `${tag} courses` : 'Explore courses',
    description: tag
      ? `Interactive ${tag} courses, learning paths and short answers you can read and run in your browser.`
      : 'Search every interactive course, learning path and short answer, filter by topic, and start learning in your browser.',
    path: tag ? `/explore?tag=${encodeURIComponent(tag)}` : '/explore',
  });
}

export default async function ExplorePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return (
    <ExploreScreen
      params={{
        q: queryValue(params.q),
        tag: queryValue(params.tag),
        sort: queryValue(params.sort),
        kind: queryValue(params.kind),
        page: queryValue(params.page),
      }}
    />
  );
}
