import { apiRefs } from '@learnbox/contracts/route-refs';
import Link from 'next/link';
import { serverApi } from '../api-client/server-api';
import { TagChip } from '../catalogue/course-card';
import { listHref, listSearch, OptionLinks, Pagination } from '../catalogue/list-links';
import { ShotCard } from '../catalogue/shot-card';
import { EmptyState } from '../layout/empty-state';
import { PageContainer, PageIntro } from '../page-intro/page-intro';

export interface AnswersParams {
  tag?: string | undefined;
  sort?: string | undefined;
  page?: string | undefined;
}

export const ANSWERS_PAGE_SIZE = 12;

const SORTS = [
  ['newest', 'Newest'],
  ['popular', 'Most liked'],
] as const;

const answersHref = (params: AnswersParams, change: Partial<AnswersParams>) =>
  listHref('/answers', { ...params }, change);

/** /answers: every published shot, newest or most liked first, by topic, a page at a time. */
export async function AnswersScreen({ params }: { params: AnswersParams }) {
  const query = listSearch({ ...params, page_size: String(ANSWERS_PAGE_SIZE) });
  const [result, tags] = await Promise.all([
    serverApi.call(apiRefs.shots.list, { query }),
    serverApi.call(apiRefs.catalogue.tags, { query: { kind: 'shot' } }),
  ]);
  const tag = params.tag ?? null;
  return (
    <PageContainer>
      <PageIntro eyebrow="Answers" title={tag ? `Answers about ${tag}` : 'Answers to programming questions'}>
        <p>
          Short articles that each answer one question well. To search them together with every course,{' '}
          <Link href="/explore" className="font-semibold text-brand underline-offset-4 hover:underline">
            explore the catalogue
          </Link>
          .
        </p>
      </PageIntro>

      {tags.ok && tags.data.tags.length ? (
        <nav aria-label="Topics" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {tags.data.tags.map((item) => (
              <li key={item.tag}>
                <TagChip tag={item.tag} count={item.count} current={item.tag === tag} basePath="/answers" />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {!result.ok ? (
        <EmptyState title="We could not load the answers" testId="answers-error">
          {result.errorText}
        </EmptyState>
      ) : result.data.total === 0 ? (
        <EmptyState
          title="No answers here yet"
          testId="answers-empty"
          action={
            <Link href="/answers" className="font-semibold text-brand underline-offset-4 hover:underline">
              Show every answer
            </Link>
          }
        >
          {tag ? `Nothing is tagged ${tag} yet.` : 'Answers appear here once they are published.'}
        </EmptyState>
      ) : (
        <section aria-labelledby="answers-heading" className="mt-10">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="answers-heading" className="text-sm font-medium text-muted" data-testid="answers-count">
              {result.data.total} {result.data.total === 1 ? 'answer' : 'answers'}
              {tag ? ` about ${tag}` : ''}
            </h2>
            <OptionLinks
              label="Sort"
              options={SORTS.map(([value, label]) => ({
                key: value,
                label,
                href: answersHref(params, { sort: value === 'newest' ? undefined : value, page: undefined }),
                current: (params.sort ?? 'newest') === value,
              }))}
            />
          </div>
          <ul aria-label="Answers" className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {result.data.items.map((shot) => (
              <li key={shot.id} className="flex">
                <ShotCard shot={shot} likes={shot.likes} />
              </li>
            ))}
          </ul>
          <Pagination
            page={result.data.page}
            pageCount={result.data.page_count}
            href={(page) => answersHref(params, { page: String(page) })}
          />
        </section>
      )}
    </PageContainer>
  );
}
