import { apiRefs } from '@learnbox/contracts/route-refs';
import { ASSESSMENT_PAGE_TEXT } from '@learnbox/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { serverApi } from '../../features/api-client/server-api';
import { pageMetadata } from '../../features/catalogue/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Skill assessments',
    description: 'Find your level in a skill with a short adaptive test, and the courses to take next.',
    path: '/assessments',
  });
}

/** The published skill assessments. */
export default async function AssessmentsPage() {
  const list = await serverApi.call(apiRefs.assessments.list);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Skill assessments</h1>
      <p className="mt-2 text-muted">{ASSESSMENT_PAGE_TEXT.LIST_INTRO}</p>
      {list.ok ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {list.data.assessments.map((assessment) => (
            <li key={assessment.id} className="rounded-xl border border-line bg-surface p-5">
              <h2 className="text-xl font-semibold text-fg">
                <Link href={`/assessments/${assessment.slug}`} className="hover:underline">
                  {assessment.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted">{assessment.summary}</p>
              <p className="mt-3 text-sm text-muted">
                Up to {assessment.max_questions} questions · {assessment.time_limit_minutes} minutes
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p role="alert" className="mt-6 text-red-700 dark:text-red-300">
          {list.errorText}
        </p>
      )}
    </div>
  );
}
