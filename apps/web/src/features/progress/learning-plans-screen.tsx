import { apiRefs } from '@learnbox/contracts/route-refs';
import Link from 'next/link';
import { serverApi } from '../api-client/server-api';
import { ProgressBar } from '../course/course-outline';
import { ButtonLink } from '../layout/button-link';
import { EmptyState } from '../layout/empty-state';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { InlineMarkdown } from '../widgets/markdown-text';
import { SignInNeeded } from './sign-in-needed';

/** /learning-plans: the paths a learner pinned or started, with progress per path and course. */
export async function LearningPlansScreen() {
  const result = await serverApi.call(apiRefs.progress.learningPlans);
  return (
    <PageContainer>
      <PageIntro eyebrow="My learning" title="Learning plans">
        <p>Paths you pinned or started, course by course.</p>
      </PageIntro>
      {result.status === 401 ? (
        <SignInNeeded what="Pin a learning path to follow it here, with your progress in each of its courses." />
      ) : !result.ok ? (
        <EmptyState title="We could not load your plans">{result.errorText}</EmptyState>
      ) : result.data.items.length === 0 ? (
        <EmptyState
          title="No learning plans yet"
          action={<ButtonLink href="/explore?kind=path">Browse learning paths</ButtonLink>}
        >
          Open a learning path and pin it, or start one of its courses.
        </EmptyState>
      ) : (
        <ul className="mt-10 space-y-6">
          {result.data.items.map((plan) => (
            <li
              key={plan.id}
              className="rounded-2xl border border-line bg-surface p-6"
              data-testid="learning-plan"
            >
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div>
                  <h2 className="text-xl font-semibold text-fg">
                    <Link href={plan.url} className="hover:underline">
                      {plan.title}
                    </Link>
                  </h2>
                  <InlineMarkdown as="p" className="mt-1 text-sm text-muted" markdown={plan.summary} />
                </div>
                {plan.pinned ? (
                  <span className="rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand">
                    Pinned
                  </span>
                ) : null}
              </div>
              <div className="mt-4 max-w-md">
                <ProgressBar
                  percent={plan.progress.percent}
                  label={`${plan.progress.completed} of ${plan.progress.total} lessons`}
                />
              </div>
              <ol className="mt-5 grid gap-3 sm:grid-cols-3">
                {plan.courses.map((course, index) => (
                  <li key={course.slug} className="rounded-xl border border-line p-3">
                    <p className="text-xs text-muted">Step {index + 1}</p>
                    <Link
                      href={`/courses/${course.slug}`}
                      className="text-sm font-medium text-fg hover:underline"
                    >
                      {course.title}
                    </Link>
                    <p className="mt-1 text-xs text-muted">{course.percent}% complete</p>
                  </li>
                ))}
              </ol>
              {plan.progress.resume_lesson_slug ? (
                <div className="mt-5">
                  <ButtonLink href={`/courses/${plan.progress.resume_lesson_slug}`}>
                    Continue the plan
                  </ButtonLink>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
