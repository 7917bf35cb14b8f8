import { apiRefs } from '@learnbox/contracts/route-refs';
import Link from 'next/link';
import { serverApi } from '../api-client/server-api';
import { EmptyState } from '../layout/empty-state';
import { Icon } from '../layout/icons';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { CourseGrid, TagChip } from './course-card';
import { ExploreSearch } from './explore-search';
import { listHref, listSearch, OptionLinks, Pagination } from './list-links';

export interface ExploreParams {
  q?: string | undefined;
  tag?: string | undefined;
  sort?: string | undefined;
  kind?: string | undefined;
  page?: string | undefined;
}

/** What a result can be; "shot" is a short article, shown as an answer. */
const KINDS = [
  ['all', 'Everything'],
  ['course', 'Courses'],
  ['path', 'Paths'],
  ['shot', 'Answers'],
] as const;

const SORTS = [
  ['relevance', 'Best match'],
  ['popular', 'Most popular'],
  ['newest', 'Newest'],
  ['title', 'A to Z'],
] as const;

const exploreHref = (params: ExploreParams, change: Partial<ExploreParams>) =>
  listHref('/explore', { ...params }, change);

export async function ExploreScreen({ params }: { params: ExploreParams }) {
  const query = listSearch({ ...params, page_size: '12' });
  const [result, tags] = await Promise.all([
    serverApi.call(apiRefs.catalogue.list, { query }),
    serverApi.call(apiRefs.catalogue.tags),
  ]);
  const tag = params.tag ?? null;
  return (
    <PageContainer>
      <PageIntro eyebrow="Catalogue" title={tag ? `Courses and answers about ${tag}` : 'Explore courses'}>
        <p>
          Interactive courses, learning paths and short{' '}
          <Link href="/answers" className="font-semibold text-brand underline-offset-4 hover:underline">
            answers
          </Link>
          . Search every lesson and answer, or narrow the list by topic.
        </p>
      </PageIntro>
      <ExploreSearch initialQuery={params.q ?? ''} tag={tag} kind={params.kind ?? null} />

      {tags.ok ? (
        <nav aria-label="Topics" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {tags.data.tags.slice(0, 16).map((item) => (
              <li key={item.tag}>
                <TagChip tag={item.tag} current={item.tag === tag} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <OptionLinks
        label="Type"
        testId="kind-filter"
        className="mt-4"
        options={KINDS.map(([value, label]) => ({
          key: value,
          label,
          href: exploreHref(params, { kind: value === 'all' ? undefined : value, page: undefined }),
          current: (params.kind ?? 'all') === value,
        }))}
      />

      {!result.ok ? (
        <EmptyState
          title="We could not load the catalogue"
          icon={<Icon name="search" />}
          testId="explore-error"
        >
          {result.errorText}
        </EmptyState>
      ) : result.data.total === 0 ? (
        <EmptyState
          title="Nothing matches that search"
          icon={<Icon name="search" />}
          testId="explore-empty"
          action={
            <Link
              href="/explore"
              className="rounded-lg font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              Show everything
            </Link>
          }
        >
          {params.q
            ? `No course, lesson or answer mentions “${params.q}”${tag ? ` in ${tag}` : ''}. Check the spelling, or try a broader word.`
            : 'There is nothing with this tag yet.'}
        </EmptyState>
      ) : (
        <section aria-labelledby="results-heading" className="mt-10">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-sm font-medium text-muted" data-testid="explore-count">
              {result.data.total} {result.data.total === 1 ? 'result' : 'results'}
              {params.q ? ` for “${params.q}”` : ''}
            </h2>
            <OptionLinks
              label="Sort"
              options={SORTS.map(([value, label]) => ({
                key: value,
                label,
                href: exploreHref(params, {
                  sort: value === 'relevance' ? undefined : value,
                  page: undefined,
                }),
                current: (params.sort ?? 'relevance') === value,
              }))}
            />
          </div>
          <div className="mt-4">
            <CourseGrid items={result.data.items} label="Courses, paths and answers" />
          </div>
          <Pagination
            page={result.data.page}
            pageCount={result.data.page_count}
            href={(page) => exploreHref(params, { page: String(page) })}
          />
        </section>
      )}
    </PageContainer>
  );
}
