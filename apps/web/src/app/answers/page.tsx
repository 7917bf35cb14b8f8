import type { Metadata } from 'next';
import { pageMetadata, queryValue } from '../../features/catalogue/page-metadata';
import { AnswersScreen } from '../../features/shots/answers-screen';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = await searchParams;
  const tag = queryValue(params.tag);
  const page = Number(queryValue(params.page) ?? '1');
  // The sort order is left out: every order lists the same answers, so one URL is canonical.
  const canonical = new URLSearchParams();
  if (tag) canonical.set('tag', tag);
  if (Number.isInteger(page) && page > 1) canonical.set('page', String(page));
  return pageMetadata({
    title: tag ? `${tag} answers` : 'Answers to programming questions',
    description: tag
      ? `Short answers to common ${tag} questions, with examples you can read in a minute or two.`
      : 'Short articles that each answer one programming question well: Git, Python, JavaScript, SQL, algorithms and more.',
    path: `/answers${canonical.size ? `?${canonical}` : ''}`,
  });
}

export default async function AnswersPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return (
    <AnswersScreen
      params={{ tag: queryValue(params.tag), sort: queryValue(params.sort), page: queryValue(params.page) }}
    />
  );
}
