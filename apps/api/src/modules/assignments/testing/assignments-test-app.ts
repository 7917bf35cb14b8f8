import { organizationMembers } from '@learnbox/db';
import { expect } from 'vitest';
import type { TestBrowser } from '../../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../../commerce/testing';
import { buyTeam } from '../../organizations/testing/team-test-helpers';

/** The seeded enterprise organization (packages/db demo seed): admin@ is its owner, member@ a member. */
export const ORG = 'org_acme';
export const ADMIN_ID = 'usr_demo_admin';
export const MEMBER_ID = 'usr_demo_member';
export const MANAGER_ID = 'usr_demo_owner';
export const OUTSIDER_ID = 'usr_demo_subscriber';

export const DAY_MS = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
export const orgUrl = (path: string, organizationId = ORG) => `/api/organizations/${organizationId}${path}`;

export interface AssignmentsWorld {
  app: BillingTestApp;
  admin: TestBrowser;
  manager: TestBrowser;
  member: TestBrowser;
  /** Admin of another organization (a team they bought): a stranger to Acme. */
  outsider: TestBrowser;
  /** Signed in, in no organization. */
  learner: TestBrowser;
  otherOrg: string;
}

/**
 * A seeded api where owner@ is made Acme's manager (a row, as h16-admin's role change would
 * write it) and subscriber@ buys a team of their own.
 */
export async function buildAssignmentsWorld(): Promise<AssignmentsWorld> {
  const app = await buildBillingTestApp({ EXECUTION_TOKEN_SECRET: 'execution-secret-execution-secret-0123' });
  await app.deps.db
    .insert(organizationMembers)
    .values({ organizationId: ORG, userId: MANAGER_ID, isManager: true, isSubscriber: true });
  const outsider = await app.login('subscriber@example.com');
  const otherOrg = await buyTeam(outsider, 3, 'Other Co');
  return {
    app,
    admin: await app.login('admin@example.com'),
    manager: await app.login('owner@example.com'),
    member: await app.login('member@example.com'),
    outsider,
    learner: await app.login('learner@example.com'),
    otherOrg,
  };
}

/** Creates an assignment as this browser and returns its id (the reply must be 200). */
export async function assign(
  browser: TestBrowser,
  body: Record<string, unknown>,
  organizationId = ORG,
): Promise<string> {
  const res = await browser.post(orgUrl('/assignments', organizationId), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().assignment.id;
}

/** Completes every lesson of a course as this browser. */
export async function completeCourse(browser: TestBrowser, slug: string, count = Number.POSITIVE_INFINITY) {
  const course = (await browser.get(`/api/collection/${slug}`)).json();
  const lessons = (course.modules as { lessons: { id: string }[] }[]).flatMap((module) => module.lessons);
  for (const lesson of lessons.slice(0, count)) {
    const res = await browser.request({ method: 'PUT', url: `/api/progress/lessons/${lesson.id}/complete` });
    expect(res.statusCode, res.body).toBe(200);
  }
  return lessons.length;
}
