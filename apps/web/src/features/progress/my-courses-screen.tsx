import { apiRefs } from '@learnbox/contracts/route-refs';
import Link from 'next/link';
import { serverApi } from '../api-client/server-api';
import { CourseCard } from '../catalogue/course-card';
import { ProgressBar } from '../course/course-outline';
import { ButtonLink } from '../layout/button-link';
import { EmptyState } from '../layout/empty-state';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { WorkflowPanel } from '../workflow/workflow-panel';
import { SignInNeeded } from './sign-in-needed';

/** /mycourses: the courses a learner started or pinned, with percent and where to resume. */
export async function MyCoursesScreen() {
  const result = await serverApi.call(apiRefs.progress.myCourses);
  return (
    <PageContainer>
      <PageIntro eyebrow="My learning" title="My courses">
        <p>Pick up where you left off.</p>
      </PageIntro>
      {result.status === 401 ? (
        <SignInNeeded what="Your courses, your progress and where you left off are kept on your account." />
      ) : !result.ok ? (
        <EmptyState title="We could not load your courses">{result.errorText}</EmptyState>
      ) : result.data.items.length === 0 ? (
        <EmptyState title="No courses yet" action={<ButtonLink href="/explore">Explore courses</ButtonLink>}>
          Open any course and start its first lesson: it will appear here with your progress.
        </EmptyState>
      ) : (
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="my-courses">
          {result.data.items.map((item) => (
            <li key={item.id} className="flex" data-testid="my-course" data-slug={item.slug}>
              <CourseCard
                item={item}
                footer={
                  <div className="space-y-3">
                    <ProgressBar
                      percent={item.progress.percent}
                      label={`${item.progress.completed} of ${item.progress.total} lessons`}
                    />
                    {item.progress.resume_lesson_slug ? (
                      <Link
                        href={`/courses/${item.slug}/${item.progress.resume_lesson_slug}`}
                        className="relative z-10 inline-block text-sm font-semibold text-brand hover:underline"
                      >
                        {item.progress.percent === 100
                          ? 'Read again'
                          : `Continue: ${item.resume_lesson_title ?? 'next lesson'}`}
                      </Link>
                    ) : null}
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {result.status === 401 ? null : <WorkflowPanel />}
    </PageContainer>
  );
}
