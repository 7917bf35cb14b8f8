import type { CourseDetail, LessonReply, ReaderPreferences } from '@learnbox/contracts';
import { LOCK_MESSAGES, type LockReason } from '@learnbox/domain';
import Link from 'next/link';
import { priceLabel } from '../catalogue/format';
import { LockPrompt } from '../course/lock-prompt';
import { OpenModalButton } from '../modals/open-modal-button';
import { readerStyle, readerThemeAttribute } from '../reader-preferences/reader-preferences';
import { InlineMarkdown } from '../widgets/markdown-text';
import { WidgetList } from '../widgets/widget-list';
import { HighlightLayer } from './highlights/highlight-layer';
import { KeyboardNavigation } from './keyboard-navigation';
import { LessonLayout } from './lesson-layout';
import { MarkCompleteButton } from './mark-complete-button';
import { SignupNudge } from './reader-nudges';

/** /courses/{course}/{lesson}: the lesson's widgets, its place in the course, and what comes next. */
export function LessonScreen({ reply, prefs }: { reply: LessonReply; prefs: ReaderPreferences }) {
  const { course, lesson, previous, next } = reply;
  const href = (slug: string) => `/courses/${course.slug}/${slug}`;
  const lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0);
  return (
    <LessonLayout
      course={course}
      currentLessonId={lesson.id}
      highlightsCourseId={course.access.logged_in ? course.id : undefined}
    >
      <article
        data-reader
        data-reader-theme={readerThemeAttribute(prefs)}
        style={readerStyle(prefs)}
        aria-labelledby="lesson-title"
        className="rounded-2xl px-1 sm:px-2"
      >
        <header className="border-b border-line pb-6">
          <p className="text-sm text-muted">
            Lesson {lesson.position + 1} of {lessonCount} · {lesson.read_time_minutes} min read
            {lesson.status === 'draft' ? (
              <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Draft
              </span>
            ) : null}
          </p>
          <div className="mt-2 flex items-start justify-between gap-4">
            <h1
              id="lesson-title"
              className="text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl"
              data-testid="lesson-title"
            >
              {lesson.title}
            </h1>
            <OpenModalButton name="ReaderPreferences" variant="secondary">
              <span aria-hidden="true">Aa</span>
              <span className="sr-only sm:not-sr-only">Reading preferences</span>
            </OpenModalButton>
          </div>
          {lesson.summary ? (
            <InlineMarkdown as="p" className="mt-3 text-lg text-muted" markdown={lesson.summary} />
          ) : null}
        </header>
        <div className="mt-8">
          <HighlightLayer
            lessonId={lesson.id}
            contentRevision={lesson.content_revision}
            enabled={course.access.logged_in && lesson.status === 'published'}
          >
            <WidgetList
              widgets={lesson.widgets}
              page={{ lesson_id: lesson.id }}
              quizAnswers={lesson.quiz_answers}
            />
          </HighlightLayer>
        </div>
        <footer className="mt-12 border-t border-line pt-6">
          {course.access.logged_in ? (
            <MarkCompleteButton
              lessonId={lesson.id}
              completed={lesson.completed}
              nextHref={next && !next.locked ? href(next.slug) : null}
            />
          ) : (
            <SignupNudge />
          )}
          <nav aria-label="Lessons" className="mt-8 grid gap-3 sm:grid-cols-2">
            {previous ? (
              <Link
                href={href(previous.slug)}
                rel="prev"
                data-testid="previous-lesson"
                className="rounded-xl border border-line bg-surface p-4 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="block text-xs text-muted">← Previous</span>
                <span className="block font-medium text-fg">{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link
                href={href(next.slug)}
                rel="next"
                data-testid="next-lesson"
                className="rounded-xl border border-line bg-surface p-4 text-right hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="block text-xs text-muted">Next {next.locked ? '(locked)' : ''} →</span>
                <span className="block font-medium text-fg">{next.title}</span>
              </Link>
            ) : (
              <Link
                href={`/courses/${course.slug}`}
                className="rounded-xl border border-line bg-surface p-4 text-right hover:bg-surface-2"
              >
                <span className="block text-xs text-muted">Finished?</span>
                <span className="block font-medium text-fg">Back to the course page</span>
              </Link>
            )}
          </nav>
          <p className="mt-4 text-xs text-muted">Tip: use the ← and → keys to move between lessons.</p>
        </footer>
      </article>
      <KeyboardNavigation
        previousHref={previous ? href(previous.slug) : null}
        nextHref={next ? href(next.slug) : null}
      />
    </LessonLayout>
  );
}

/** A locked lesson: the course outline stays, and the lesson's place explains how to open it. */
export function LockedLessonScreen({
  course,
  lessonSlug,
  reason,
  message,
}: {
  course: CourseDetail;
  lessonSlug: string;
  reason: LockReason;
  message: string;
}) {
  const lesson = course.modules.flatMap((module) => module.lessons).find((item) => item.slug === lessonSlug);
  // A visitor is told what opens the lesson (a purchase or the subscription), not "sign up free":
  // signing up alone would not open it. Logging in stays on offer for those who already have it.
  const loggedOut = reason === 'login_required';
  const effective: LockReason = loggedOut
    ? course.is_priced
      ? 'purchase_or_subscription'
      : 'subscription_required'
    : reason;
  return (
    <LessonLayout course={course} currentLessonId={lesson?.id}>
      <header className="pb-6">
        <p className="text-sm text-muted">{course.title}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
          {lesson?.title ?? 'Locked lesson'}
        </h1>
      </header>
      <LockPrompt
        reason={effective}
        loggedIn={!loggedOut}
        message={loggedOut ? LOCK_MESSAGES[effective] : message}
        courseSlug={course.slug}
        courseId={course.id}
        priceLabel={course.is_priced ? priceLabel(course) : null}
      />
    </LessonLayout>
  );
}
