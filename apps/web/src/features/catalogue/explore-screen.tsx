import type { CatalogueReply, TagsReply } from '@learnbox/contracts';
import Link from 'next/link';
import { EmptyState } from '../layout/empty-state';
import { Icon } from '../layout/icons';
import { PageContainer, PageIntro } from '../layout/page-intro';
import { CourseGrid, TagChip } from './course-card';
import { ExploreSearch } from './explore-search';
import { serverApiGet } from './server-api';

export interface ExploreParams {
  q?: string | undefined;
  tag?: string | undefined;
  sort?: string | undefined;
  page?: string | undefined;
}

const SORTS = [
  ['relevance', 'Best match'],
  ['popular', 'Most popular'],
  ['newest', 'Newest'],
  ['title', 'A to Z'],
] as const;

function exploreHref(params: ExploreParams, change: Partial<ExploreParams>): string {
  const merged = { ...params, ...change };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
  return `/explore${search.size ? `?${search}` : ''}`;
}

export async function ExploreScreen({ params }: { params: ExploreParams }) {
  const query = new URLSearchParams({ page_size: '12' });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const [result, tags] = await Promise.all([
    serverApiGet<CatalogueReply>(`/api/catalogue?${query}`),
    serverApiGet<TagsReply>('/api/catalogue/tags'),
  ]);
  const tag = params.tag ?? null;
  return (
    <PageContainer>
      <PageIntro eyebrow="Catalogue" title={tag ? `Courses about ${tag}` : 'Explore courses'}>
        <p>Interactive courses and learning paths. Search every lesson, or narrow the list by topic.</p>
      </PageIntro>
      <ExploreSearch initialQuery={params.q ?? ''} tag={tag} />

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
              Show every course
            </Link>
          }
        >
          {params.q
            ? `No course or lesson mentions “${params.q}”${tag ? ` in ${tag}` : ''}. Check the spelling, or try a broader word.`
            : 'There are no courses with this tag yet.'}
        </EmptyState>
      ) : (
        <section aria-labelledby="results-heading" className="mt-10">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-sm font-medium text-muted" data-testid="explore-count">
              {result.data.total} {result.data.total === 1 ? 'result' : 'results'}
              {params.q ? ` for “${params.q}”` : ''}
            </h2>
            <nav aria-label="Sort" className="flex flex-wrap gap-1 text-sm">
              {SORTS.map(([value, label]) => {
                const current = (params.sort ?? 'relevance') === value;
                return (
                  <Link
                    key={value}
                    href={exploreHref(params, {
                      sort: value === 'relevance' ? undefined : value,
                      page: undefined,
                    })}
                    aria-current={current ? 'true' : undefined}
                    className="rounded-lg px-3 py-1.5 text-muted hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand aria-[current=true]:bg-surface-2 aria-[current=true]:text-fg"
                  >
                    {label}
                  </Link>
                );
              })}
            </nav>
          </div>
          <div className="mt-4">
            <CourseGrid items={result.data.items} label="Courses and paths" />
          </div>
          {result.data.page_count > 1 ? (
            <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
              {result.data.page > 1 ? (
                <Link
                  href={exploreHref(params, { page: String(result.data.page - 1) })}
                  className="font-semibold text-brand"
                >
                  Previous page
                </Link>
              ) : null}
              <span className="text-muted">
                Page {result.data.page} of {result.data.page_count}
              </span>
              {result.data.page < result.data.page_count ? (
                <Link
                  href={exploreHref(params, { page: String(result.data.page + 1) })}
                  className="font-semibold text-brand"
                >
                  Next page
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      )}
    </PageContainer>
  );
}
