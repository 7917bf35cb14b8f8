/**
 * Who may read a lesson of a course or a path (issue 5 "Access rules"; spec section 3 "Course or
 * collection": is_private, is_priced, is_free; section 3 "Shot": draftViewers).
 *
 * - Free courses are open to everyone.
 * - Every course page is public, and so is the first lesson of every course (a preview), for
 *   logged-out visitors and for learners without access alike.
 * - Priced courses are open to the learners who own them and to subscribers.
 * - Courses that are neither free nor priced are subscription-only.
 * - Drafts (and private courses) are open only to their authors and draftViewers.
 * - A seat in an organization with a live subscription counts as a subscription, limited for
 *   enterprise organizations to the courses their catalogue shows (spec section 5).
 */

import { hasTrustedEmail } from '../auth/trusted-email';
import {
  isCourseVisibleToEnterpriseSubscriber,
  type OrganizationCatalogue,
  type VisibilityCourse,
} from '../visibility/course-visibility';

/** Why a lesson is locked; the web shows a matching upgrade prompt. */
export const LOCK_REASONS = [
  'login_required',
  'purchase_or_subscription',
  'subscription_required',
  'draft',
] as const;
/** One of LOCK_REASONS. */
export type LockReason = (typeof LOCK_REASONS)[number];

/** The course as the access rule sees it. */
export interface AccessCourse {
  id: string;
  is_free: boolean;
  is_priced: boolean;
  is_private: boolean;
  /** 'draft' courses are not published yet. */
  status: 'published' | 'draft';
  /** E-mail addresses of the course's authors. */
  author_emails: readonly string[];
  /** E-mail addresses allowed to see drafts (spec section 3 "draftViewers"). */
  draft_viewer_emails: readonly string[];
  /** What an enterprise catalogue matches on; without it every catalogue shows the course. */
  visibility?: VisibilityCourse;
}

/** The reader as the access rule sees it; null when logged out. */
export interface AccessReader {
  email: string;
  /** Authorship and draft viewing are matched by address, so only a verified one counts (issue 10). */
  emailVerified: boolean;
  hasActiveSubscription: boolean;
  /** Ids of courses the reader owns (bought or granted). */
  ownedCourseIds: readonly string[];
  /**
   * One entry per organization seat whose organization has a live subscription: null for a team
   * (every course), the catalogue for an enterprise. Derived when the reader is loaded, so removal
   * or expiry ends access at once.
   */
  organizationSeats?: readonly (OrganizationCatalogue | null)[];
  /** Every organization the reader belongs to, seat or not: they see its private courses. */
  organizationIds?: readonly string[];
}

export type LessonAccess = { allowed: true } | { allowed: false; reason: LockReason };

/** Sentences shown with a 403 for each lock reason. */
export const LOCK_MESSAGES: Readonly<Record<LockReason, string>> = {
  login_required: 'Log in or sign up to keep reading this course.',
  purchase_or_subscription: 'This lesson is part of a priced course. Buy the course or subscribe to read it.',
  subscription_required: 'This lesson is included in the subscription. Subscribe to read it.',
  draft: 'This content is a draft. Only its authors and invited reviewers can read it.',
};

/**
 * True when the reader's verified address is an author's or a draft viewer's. Content lives in git,
 * where people are named by address, so an unverified account claiming one is only a learner.
 */
export function canSeeDrafts(course: AccessCourse, reader: AccessReader | null): boolean {
  if (!reader) return false;
  return [...course.author_emails, ...course.draft_viewer_emails].some((email) =>
    hasTrustedEmail(reader, email),
  );
}

/**
 * Is the course private to an organization the reader is not in? Then it does not exist for them
 * (404 everywhere), unless they author it or review its draft.
 */
export function isHiddenOrganizationCourse(course: AccessCourse, reader: AccessReader | null): boolean {
  const organizationId = course.visibility?.organization_id;
  if (!organizationId) return false;
  if ((reader?.organizationIds ?? []).includes(organizationId)) return false;
  return !canSeeDrafts(course, reader);
}

/** May the reader open the course page and its outline at all? */
export function canSeeCourse(course: AccessCourse, reader: AccessReader | null): boolean {
  if (course.status === 'draft' || course.is_private) return canSeeDrafts(course, reader);
  return !isHiddenOrganizationCourse(course, reader);
}

/**
 * Does the catalogue (lists, search, explore, sitemap) show this published course to the reader?
 * A course private to an organization shows only to its members. An enterprise seat narrows the
 * catalogue to what the organization's lists show (spec section 5), unless something wider covers
 * the reader: a personal subscription, a team seat, or owning the course. Without seats, everything.
 * The dashboard's catalogue preview asks this same question for a member of the organization.
 */
export function isListedForReader(course: AccessCourse, reader: AccessReader | null): boolean {
  if (isHiddenOrganizationCourse(course, reader)) return false;
  if (!reader || reader.hasActiveSubscription || !course.visibility) return true;
  const seats = reader.organizationSeats ?? [];
  if (seats.length === 0 || seats.includes(null) || reader.ownedCourseIds.includes(course.id)) return true;
  const visibility = course.visibility;
  return seats.some(
    (catalogue) => catalogue !== null && isCourseVisibleToEnterpriseSubscriber(visibility, catalogue),
  );
}

/** Does a personal subscription or an organization seat cover this course? */
export function hasSubscriptionAccess(course: AccessCourse, reader: AccessReader | null): boolean {
  if (!reader) return false;
  if (reader.hasActiveSubscription) return true;
  return (reader.organizationSeats ?? []).some(
    (catalogue) =>
      catalogue === null ||
      !course.visibility ||
      isCourseVisibleToEnterpriseSubscriber(course.visibility, catalogue),
  );
}

/** Does the reader hold full access to the course's lessons (without the preview rule)? */
export function hasFullAccess(course: AccessCourse, reader: AccessReader | null): boolean {
  if (!canSeeCourse(course, reader)) return false;
  if (canSeeDrafts(course, reader) || course.is_free) return true;
  if (!reader) return false;
  if (hasSubscriptionAccess(course, reader)) return true;
  return course.is_priced && reader.ownedCourseIds.includes(course.id);
}

/** May the reader read the lesson at `lessonIndex` (0-based position in the course)? */
export function lessonAccess(
  course: AccessCourse,
  lessonIndex: number,
  reader: AccessReader | null,
): LessonAccess {
  if (!canSeeCourse(course, reader)) return { allowed: false, reason: 'draft' };
  if (hasFullAccess(course, reader) || lessonIndex === 0) return { allowed: true };
  if (!reader) return { allowed: false, reason: 'login_required' };
  return { allowed: false, reason: course.is_priced ? 'purchase_or_subscription' : 'subscription_required' };
}

/** Percent of lessons completed, rounded down so 99.5% never reads as done; 0 for an empty course. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(Math.max(completed, 0), total) * 100) / total);
}

/** Reading speed used for read time: 200 words a minute, code read at half speed. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a text with `words` words of prose and `codeWords` words of code; at least 1. */
export function readTimeMinutes(words: number, codeWords = 0): number {
  return Math.max(1, Math.ceil((words + codeWords * 2) / WORDS_PER_MINUTE));
}
