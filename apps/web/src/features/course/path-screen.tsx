import type { PathDetail } from '@learnbox/contracts';
import Link from 'next/link';
import { CourseCard } from '../catalogue/course-card';
import { GetCertificateAction } from '../certificates/get-certificate-action';
import { buttonClasses } from '../layout/button-link';
import { MarkdownBlocks } from '../widgets/markdown-text';
import { CourseHero } from './course-hero';
import { ProgressBar } from './course-outline';
import { LearnList } from './learn-list';
import { PinButton } from './pin-button';

/** /path/{slug}: the path's courses in order, with progress per course and for the path. */
export function PathScreen({ path }: { path: PathDetail }) {
  const resume = path.progress?.resume_lesson_slug;
  const first = path.courses[0];
  const action = (
    <>
      <Link
        href={resume ? `/courses/${resume}` : first ? `/courses/${first.slug}` : '/explore'}
        className={buttonClasses('primary')}
        data-testid="start-path"
      >
        {path.progress && path.progress.completed > 0 ? 'Continue the path' : 'Start the path'}
      </Link>
      {path.access.logged_in && path.progress?.percent === 100 ? (
        <GetCertificateAction kind="path" itemId={path.id} />
      ) : null}
      {path.access.logged_in ? (
        <PinButton workId={path.id} workType="path" pathType={path.path_type} initiallyPinned={path.pinned} />
      ) : null}
    </>
  );
  return (
    <>
      <CourseHero item={path} action={action} />
      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <section aria-labelledby="courses-heading">
          <h2 id="courses-heading" className="text-xl font-bold text-fg">
            {path.courses.length} courses, in order
          </h2>
          {path.progress ? (
            <div className="mt-4 max-w-md">
              <ProgressBar percent={path.progress.percent} label="Path progress" />
            </div>
          ) : null}
          <ol className="mt-6 grid gap-5 md:grid-cols-3">
            {path.courses.map((course, index) => (
              <li key={course.id} className="flex flex-col">
                <p className="mb-2 text-sm font-semibold text-muted">Step {index + 1}</p>
                <CourseCard
                  item={course}
                  footer={
                    course.progress ? (
                      <ProgressBar percent={course.progress.percent} label="Progress" />
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="learn-heading" className="mt-12 max-w-3xl">
          <h2 id="learn-heading" className="text-xl font-bold text-fg">
            What you will learn
          </h2>
          <LearnList items={path.what_you_will_learn} className="mt-4 space-y-2" />
          <MarkdownBlocks className="mt-4 text-muted" markdown={path.description} />
        </section>
      </div>
    </>
  );
}
