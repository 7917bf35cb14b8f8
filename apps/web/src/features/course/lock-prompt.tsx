import type { LockReason } from '@learnbox/domain';
import Link from 'next/link';
import { buttonClasses } from '../layout/button-link';
import { Icon } from '../layout/icons';
import { OpenModalButton } from '../modals/open-modal-button';

const TITLES: Record<LockReason, string> = {
  login_required: 'Log in to keep reading',
  purchase_or_subscription: 'Unlock this course',
  subscription_required: 'This lesson is part of the subscription',
  draft: 'This lesson is not published yet',
};

/**
 * What a learner sees instead of a locked lesson: why it is locked and the one or two things
 * that open it. Never a blank page.
 */
export function LockPrompt({
  reason,
  loggedIn = true,
  message,
  courseSlug,
  courseId,
  priceLabel,
}: {
  reason: LockReason;
  /** Logged out: a Log in button joins the ways to open the lesson. */
  loggedIn?: boolean;
  message: string;
  courseSlug: string;
  courseId: string;
  priceLabel: string | null;
}) {
  return (
    <section
      data-testid="lesson-lock"
      data-reason={reason}
      aria-labelledby="lock-title"
      className="rounded-2xl border border-line bg-surface px-6 py-10 text-center sm:px-10"
    >
      <div
        className="mx-auto grid size-12 place-items-center rounded-xl bg-brand-soft text-brand"
        aria-hidden="true"
      >
        <Icon name="lock" />
      </div>
      <h2 id="lock-title" className="mt-4 text-xl font-semibold text-fg">
        {TITLES[reason]}
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-muted" data-testid="lesson-lock-message">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {reason === 'login_required' ? (
          <>
            <OpenModalButton name="Signup">Sign up free</OpenModalButton>
            <OpenModalButton name="Login" variant="secondary">
              Log in
            </OpenModalButton>
          </>
        ) : null}
        {reason === 'purchase_or_subscription' ? (
          <>
            <Link
              href={`/checkout/course-purchase?course=${encodeURIComponent(courseId)}`}
              className={buttonClasses('primary')}
              data-testid="lock-buy"
            >
              {priceLabel ? `Buy the course for ${priceLabel}` : 'Buy the course'}
            </Link>
            <Link href="/unlimited" className={buttonClasses('secondary')}>
              Subscribe to every course
            </Link>
          </>
        ) : null}
        {reason === 'subscription_required' ? (
          <Link href="/unlimited" className={buttonClasses('primary')}>
            See subscription plans
          </Link>
        ) : null}
        {!loggedIn && reason !== 'login_required' ? (
          <OpenModalButton name="Login" variant="secondary">
            Log in
          </OpenModalButton>
        ) : null}
        <Link href={`/courses/${courseSlug}`} className={buttonClasses('secondary')}>
          Back to the course
        </Link>
      </div>
    </section>
  );
}
