import { describe, expect, it } from 'vitest';
import {
  type AccessCourse,
  type AccessReader,
  canSeeCourse,
  hasFullAccess,
  LOCK_MESSAGES,
  LOCK_REASONS,
  lessonAccess,
  progressPercent,
  readTimeMinutes,
} from './content-access';

const course = (overrides: Partial<AccessCourse> = {}): AccessCourse => ({
  id: 'c1',
  is_free: false,
  is_priced: true,
  is_private: false,
  status: 'published',
  author_emails: ['author@example.com'],
  draft_viewer_emails: ['reviewer@example.com'],
  ...overrides,
});
const reader = (overrides: Partial<AccessReader> = {}): AccessReader => ({
  email: 'learner@example.com',
  emailVerified: true,
  hasActiveSubscription: false,
  ownedCourseIds: [],
  ...overrides,
});

describe('lessonAccess', () => {
  it('opens free courses to everyone', () => {
    expect(lessonAccess(course({ is_free: true, is_priced: false }), 5, null)).toEqual({ allowed: true });
  });

  it('opens the first lesson of every course to everyone', () => {
    expect(lessonAccess(course(), 0, null)).toEqual({ allowed: true });
    expect(lessonAccess(course({ is_priced: false }), 0, reader())).toEqual({ allowed: true });
  });

  it.each([
    ['logged out, priced', course(), null, 'login_required'],
    ['no access, priced', course(), reader(), 'purchase_or_subscription'],
    ['no access, subscription-only', course({ is_priced: false }), reader(), 'subscription_required'],
    ['owner of another course', course(), reader({ ownedCourseIds: ['c2'] }), 'purchase_or_subscription'],
    [
      'owner of a subscription-only course',
      course({ is_priced: false }),
      reader({ ownedCourseIds: ['c1'] }),
      'subscription_required',
    ],
  ] as const)('locks lesson 2 for %s', (_name, c, r, reason) => {
    expect(lessonAccess(c, 1, r)).toEqual({ allowed: false, reason });
  });

  it('opens priced courses to owners and subscribers', () => {
    expect(lessonAccess(course(), 3, reader({ ownedCourseIds: ['c1'] }))).toEqual({ allowed: true });
    expect(lessonAccess(course(), 3, reader({ hasActiveSubscription: true }))).toEqual({ allowed: true });
    expect(lessonAccess(course({ is_priced: false }), 3, reader({ hasActiveSubscription: true }))).toEqual({
      allowed: true,
    });
  });

  it('shows drafts only to authors and draft viewers, even their first lesson', () => {
    const draft = course({ status: 'draft' });
    expect(lessonAccess(draft, 0, null)).toEqual({ allowed: false, reason: 'draft' });
    expect(lessonAccess(draft, 0, reader({ hasActiveSubscription: true }))).toEqual({
      allowed: false,
      reason: 'draft',
    });
    expect(lessonAccess(draft, 4, reader({ email: 'Author@Example.com' }))).toEqual({ allowed: true });
    expect(lessonAccess(draft, 4, reader({ email: 'reviewer@example.com' }))).toEqual({ allowed: true });
    expect(canSeeCourse(course({ is_private: true }), reader())).toBe(false);
  });

  it('never takes an unverified address for an author or draft viewer (issue 10)', () => {
    const draft = course({ status: 'draft' });
    for (const email of ['author@example.com', 'reviewer@example.com']) {
      expect(lessonAccess(draft, 0, reader({ email, emailVerified: false }))).toEqual({
        allowed: false,
        reason: 'draft',
      });
      expect(hasFullAccess(course(), reader({ email, emailVerified: false }))).toBe(false);
    }
  });

  it('has a message for every reason', () => {
    for (const reason of LOCK_REASONS) expect(LOCK_MESSAGES[reason]).toMatch(/\.$/);
    expect(hasFullAccess(course(), null)).toBe(false);
  });
});

describe('progressPercent and readTimeMinutes', () => {
  it.each([
    [0, 6, 0],
    [1, 6, 16],
    [5, 6, 83],
    [6, 6, 100],
    [7, 6, 100],
    [199, 200, 99],
    [0, 0, 0],
  ])('%i of %i is %i%%', (done, total, percent) => {
    expect(progressPercent(done, total)).toBe(percent);
  });

  it('reads 200 words a minute, code at half speed, at least a minute', () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(200, 100)).toBe(2);
  });
});

describe('organization seats', () => {
  const governed = course({
    is_priced: false,
    visibility: { author_id: 'a1', id: 'c1', collection_type: 'collection', learner_tags: ['bash'] },
  });

  it('a team seat opens subscription lessons like a personal subscription', () => {
    expect(lessonAccess(governed, 3, reader({ organizationSeats: [null] }))).toEqual({ allowed: true });
    expect(lessonAccess(governed, 3, reader({ organizationSeats: [] }))).toEqual({
      allowed: false,
      reason: 'subscription_required',
    });
  });

  it("an enterprise seat opens only the courses the organization's catalogue shows", () => {
    const included = {
      include_all_courses: false,
      included_courses_list: [{ author_id: 'a1', work_id: 'c1' }],
    };
    const elsewhere = { include_all_courses: false, included_categories_list: ['python'] };
    expect(hasFullAccess(governed, reader({ organizationSeats: [included] }))).toBe(true);
    expect(hasFullAccess(governed, reader({ organizationSeats: [elsewhere] }))).toBe(false);
    expect(hasFullAccess(governed, reader({ organizationSeats: [elsewhere, null] }))).toBe(true);
  });
});
