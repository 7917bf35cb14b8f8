import { describe, expect, it } from 'vitest';
import {
  type AccessCourse,
  type AccessReader,
  canSeeCourse,
  hasFullAccess,
  isListedForReader,
} from './content-access';

const course = (overrides: Partial<AccessCourse['visibility']> = {}, id = 'crs-bash'): AccessCourse => ({
  id,
  is_free: false,
  is_priced: false,
  is_private: false,
  status: 'published',
  author_emails: ['author@example.com'],
  draft_viewer_emails: [],
  visibility: { author_id: 'ada', id, collection_type: 'collection', learner_tags: ['bash'], ...overrides },
});
const reader = (overrides: Partial<AccessReader> = {}): AccessReader => ({
  email: 'learner@example.com',
  emailVerified: true,
  hasActiveSubscription: false,
  ownedCourseIds: [],
  ...overrides,
});
const excludeBash = {
  include_all_courses: false,
  excluded_courses_list: [{ author_id: 'ada', work_id: 'crs-bash' }],
};

describe('isListedForReader (catalogue lists, spec section 5)', () => {
  it('lists every course to visitors, learners without seats and personal subscribers', () => {
    expect(isListedForReader(course(), null)).toBe(true);
    expect(isListedForReader(course(), reader())).toBe(true);
    expect(
      isListedForReader(course(), reader({ hasActiveSubscription: true, organizationSeats: [excludeBash] })),
    ).toBe(true);
  });

  it("narrows an enterprise seat to the organization's lists", () => {
    const seated = reader({ organizationSeats: [excludeBash] });
    expect(isListedForReader(course(), seated)).toBe(false);
    expect(isListedForReader(course({}, 'crs-python'), seated)).toBe(true);
    expect(isListedForReader(course(), reader({ organizationSeats: [{ include_all_courses: true }] }))).toBe(
      true,
    );
  });

  it('a team seat, a second organization that shows it, or owning the course lists it again', () => {
    expect(isListedForReader(course(), reader({ organizationSeats: [excludeBash, null] }))).toBe(true);
    expect(
      isListedForReader(
        course(),
        reader({ organizationSeats: [excludeBash, { include_all_courses: true }] }),
      ),
    ).toBe(true);
    expect(
      isListedForReader(course(), reader({ organizationSeats: [excludeBash], ownedCourseIds: ['crs-bash'] })),
    ).toBe(true);
  });
});

describe('courses private to an organization', () => {
  const privateCourse = course({ organization_id: 'org_a', is_private: true });

  it('exist only for members of that organization (and the authors)', () => {
    expect(canSeeCourse(privateCourse, null)).toBe(false);
    expect(canSeeCourse(privateCourse, reader({ hasActiveSubscription: true }))).toBe(false);
    expect(canSeeCourse(privateCourse, reader({ organizationIds: ['org_b'] }))).toBe(false);
    expect(canSeeCourse(privateCourse, reader({ organizationIds: ['org_a'] }))).toBe(true);
    expect(canSeeCourse(privateCourse, reader({ email: 'author@example.com' }))).toBe(true);
    expect(isListedForReader(privateCourse, reader({ organizationIds: ['org_b'] }))).toBe(false);
  });

  it("are always shown to that organization's enterprise subscribers, whatever the lists say", () => {
    const member = reader({
      organizationIds: ['org_a'],
      organizationSeats: [{ include_all_courses: false, included_categories_list: ['python'] }],
    });
    expect(isListedForReader(privateCourse, member)).toBe(true);
    expect(hasFullAccess(privateCourse, member)).toBe(true);
    expect(isListedForReader(course(), member)).toBe(false);
  });
});
