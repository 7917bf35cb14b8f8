import type { CourseDetail } from '@learnbox/contracts';
import Link from 'next/link';
import { GetCertificateAction } from '../certificates/get-certificate-action';
import { buttonClasses } from '../layout/button-link';
import { MarkdownBlocks } from '../widgets/markdown-text';
import { CourseHero } from './course-hero';
import { CourseOutline, ProgressBar } from './course-outline';
import { LearnList } from './learn-list';
import { PinButton } from './pin-button';

/** /courses/{slug}: outline, author, what you will learn, price or subscription state, start button. */
export function CourseScreen({ course }: { course: CourseDetail }) {
  const lessons = course.modules.flatMap((module) => module.lessons);
  const resume = course.progress?.resume_lesson_slug ?? lessons[0]?.slug;
  const started = (course.progress?.completed ?? 0) > 0;
  const action = (
    <>
      {resume ? (
        <Link
          href={`/courses/${course.slug}/${resume}`}
          className={buttonClasses('primary')}
          data-testid="start-course"
        >
          {started ? 'Continue learning' : 'Start the course'}
        </Link>
      ) : null}
      {course.access.logged_in && course.progress?.percent === 100 ? (
        <GetCertificateAction itemId={course.id} />
      ) : null}
      {course.access.logged_in ? (
        <PinButton workId={course.id} workType="collection" pathType={null} initiallyPinned={course.pinned} />
      ) : null}
    </>
  );
  return (
    <>
      <CourseHero item={course} action={action} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pt-12 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <section aria-labelledby="learn-heading">
            <h2 id="learn-heading" className="text-xl font-bold text-fg">
              What you will learn
            </h2>
            <LearnList
              items={course.what_you_will_learn}
              className="mt-4 grid gap-3 text-sm sm:grid-cols-2"
            />
          </section>
          <section aria-labelledby="about-heading" className="mt-12">
            <h2 id="about-heading" className="text-xl font-bold text-fg">
              About this course
            </h2>
            <MarkdownBlocks className="mt-3 text-muted" markdown={course.description} />
          </section>
          <section aria-labelledby="outline-heading" className="mt-12">
            <h2 id="outline-heading" className="text-xl font-bold text-fg">
              Course outline
            </h2>
            {course.progress ? (
              <div className="mt-4 max-w-md">
                <ProgressBar percent={course.progress.percent} label="Your progress" />
              </div>
            ) : null}
            <div className="mt-5">
              <CourseOutline courseSlug={course.slug} modules={course.modules} />
            </div>
          </section>
        </div>
        <aside className="space-y-8">
          <section aria-labelledby="author-heading" className="rounded-2xl border border-line bg-surface p-5">
            <h2 id="author-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
              Your author
            </h2>
            <p className="mt-3 font-semibold text-fg">
              <Link href={`/authors/${encodeURIComponent(course.author.id)}`} className="hover:underline">
                {course.author.name}
              </Link>
            </p>
            {course.author.badge ? <p className="text-xs text-brand">{course.author.badge}</p> : null}
            <p className="mt-2 text-sm text-muted">{course.author.bio}</p>
          </section>
          {course.paths.length ? (
            <section
              aria-labelledby="paths-heading"
              className="rounded-2xl border border-line bg-surface p-5"
            >
              <h2 id="paths-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
                Part of
              </h2>
              <ul className="mt-3 space-y-2">
                {course.paths.map((path) => (
                  <li key={path.slug}>
                    <Link
                      href={`/path/${path.slug}`}
                      className="text-sm font-medium text-brand hover:underline"
                    >
                      {path.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </>
  );
}
