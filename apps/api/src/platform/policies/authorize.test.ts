import {
  DomainError,
  LAB_EDITOR_MESSAGES,
  LAB_MESSAGES,
  LOCK_MESSAGES,
  NOT_LOGGED_IN_MESSAGE,
  NOT_ORG_ADMIN_MESSAGE,
  ORGANIZATION_NOT_FOUND_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  STATUS,
} from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../http/current-user';
import { authorize, type DraftResource } from '.';

const ada: CurrentUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  emailVerified: true,
  isInternalStaff: false,
};

/** The status and message authorize() throws, or 'allowed'. */
function outcome(run: () => unknown): string {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return `${error.status} ${error.message}`;
  }
}

describe('authorize', () => {
  it('answers 401 to a visitor, whatever the resource', () => {
    expect(outcome(() => authorize(null, 'revoke', { kind: 'session', ownerId: 'u1' }))).toBe(
      `${STATUS.UNAUTHORIZED} ${NOT_LOGGED_IN_MESSAGE}`,
    );
  });

  it('lets admins manage an organization, refuses members (403) and hides it from others (404)', () => {
    const organization = (membership: { isAdmin: boolean } | null, exists = true) => ({
      kind: 'organization' as const,
      exists,
      membership,
    });
    expect(outcome(() => authorize(ada, 'manage', organization({ isAdmin: true })))).toBe('allowed');
    expect(outcome(() => authorize(ada, 'manage', organization({ isAdmin: false })))).toBe(
      `${STATUS.ACCESS_DENIED} ${NOT_ORG_ADMIN_MESSAGE}`,
    );
    expect(outcome(() => authorize(ada, 'manage', organization(null)))).toBe(
      `${STATUS.NOT_FOUND} ${ORGANIZATION_NOT_FOUND_MESSAGE}`,
    );
    expect(outcome(() => authorize(ada, 'manage', organization({ isAdmin: true }, false)))).toBe(
      `${STATUS.NOT_FOUND} ${ORGANIZATION_NOT_FOUND_MESSAGE}`,
    );
  });

  it("lets only a team's admins buy for the team (403), and asks a visitor to log in", () => {
    expect(outcome(() => authorize(null, 'buy', { kind: 'team-billing', isAdmin: false }))).toBe(
      `${STATUS.UNAUTHORIZED} ${NOT_LOGGED_IN_MESSAGE}`,
    );
    expect(outcome(() => authorize(ada, 'manage-seats', { kind: 'team-billing', isAdmin: true }))).toBe(
      'allowed',
    );
    expect(outcome(() => authorize(ada, 'manage-seats', { kind: 'team-billing', isAdmin: false }))).toBe(
      `${STATUS.ACCESS_DENIED} ${NOT_ORG_ADMIN_MESSAGE}`,
    );
  });

  it("revokes only one's own sessions; another's answers like an unknown id", () => {
    expect(outcome(() => authorize(ada, 'revoke', { kind: 'session', ownerId: 'u1' }))).toBe('allowed');
    const notFound = `${STATUS.NOT_FOUND} ${SESSION_NOT_FOUND_MESSAGE}`;
    expect(outcome(() => authorize(ada, 'revoke', { kind: 'session', ownerId: 'u2' }))).toBe(notFound);
    expect(outcome(() => authorize(ada, 'revoke', { kind: 'session', ownerId: null }))).toBe(notFound);
  });

  it('refuses a draft to anyone but its authors and reviewers, with the lock reason', () => {
    const course = {
      id: 'c1',
      status: 'draft',
      is_private: false,
      price: null,
      is_premium: false,
      author_emails: ['ada@example.com'],
      draft_viewer_emails: [],
    } as unknown as DraftResource['course'];
    const reader = (emailVerified: boolean) => ({
      ...ada,
      emailVerified,
      hasActiveSubscription: false,
      ownedCourseIds: [],
    });
    expect(outcome(() => authorize(ada, 'read', { kind: 'draft', course, reader: reader(true) }))).toBe(
      'allowed',
    );
    // An unverified address proves nothing (issue 10).
    expect(outcome(() => authorize(ada, 'read', { kind: 'draft', course, reader: reader(false) }))).toBe(
      `${STATUS.ACCESS_DENIED} ${LOCK_MESSAGES.draft}`,
    );
    expect(outcome(() => authorize(null, 'read', { kind: 'draft', course, reader: null }))).toBe(
      `${STATUS.ACCESS_DENIED} ${LOCK_MESSAGES.draft}`,
    );
  });
});

describe('the lab policy (authorship by verified address)', () => {
  const lab = { kind: 'lab' as const, authorEmail: 'team@learnbox.dev' };
  const author: CurrentUser = { ...ada, id: 'u9', email: 'Team@Learnbox.dev' };

  it("lets the lab's author edit it and create labs in its name", () => {
    expect(outcome(() => authorize(author, 'edit', lab))).toBe('allowed');
    expect(outcome(() => authorize(author, 'create', lab))).toBe('allowed');
  });

  it('lets internal staff edit any lab', () => {
    const staff = { ...ada, email: 'stan@learnbox.dev', isInternalStaff: true };
    expect(outcome(() => authorize(staff, 'edit', lab))).toBe('allowed');
  });

  it('refuses a planted non-author (403), an unverified claim of the address, and asks visitors to log in', () => {
    expect(outcome(() => authorize(ada, 'edit', lab))).toBe(
      `${STATUS.ACCESS_DENIED} ${LAB_MESSAGES.AUTHOR_ONLY}`,
    );
    expect(outcome(() => authorize(ada, 'create', lab))).toBe(
      `${STATUS.ACCESS_DENIED} ${LAB_EDITOR_MESSAGES.AUTHORS_ONLY}`,
    );
    expect(outcome(() => authorize({ ...author, emailVerified: false }, 'edit', lab))).toBe(
      `${STATUS.ACCESS_DENIED} ${LAB_MESSAGES.AUTHOR_ONLY}`,
    );
    expect(outcome(() => authorize(null, 'edit', lab))).toBe(
      `${STATUS.UNAUTHORIZED} ${NOT_LOGGED_IN_MESSAGE}`,
    );
  });

  it('answers 404 for a lab that does not exist', () => {
    expect(outcome(() => authorize(author, 'edit', { kind: 'lab', authorEmail: null }))).toBe(
      `${STATUS.NOT_FOUND} ${LAB_MESSAGES.LAB_NOT_FOUND}`,
    );
  });
});
