import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  assignCourse,
  assignedStatus,
  completeFirstLesson,
  dueInDays,
  expectReported,
  findMail,
  openDashboardTab,
  runAssignmentJobs,
  twoDaysAfter,
} from '../support/enterprise';
import { loggedIn } from '../support/session';

/** The seeded enterprise organization "Acme Engineering": admin@ owns it, member@ is a member. */
const MEMBER = { id: 'usr_demo_member', email: 'member@example.com' };
const COURSE = { id: 'crs-python-basics', slug: 'python-basics', title: 'Python' };

describe('enterprise assignments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an admin assigns a course with a due date; the member sees it at home and completes a lesson; the report, the CSV and the overdue mail follow', async () => {
    // The admin assigns Python Basics to the member, due in three days.
    const { page: admin } = await loggedIn(browser, 'admin@example.com');
    await admin.goto('/enterprise-dashboard');
    await openDashboardTab(admin, 'assignments');
    const due = dueInDays(3);
    const assignmentId = await assignCourse(admin, {
      courseId: COURSE.id,
      title: COURSE.title,
      memberIds: [MEMBER.id],
      due,
    });

    // The member sees it at home, not started.
    const { page: member } = await loggedIn(browser, MEMBER.email);
    await member.goto('/');
    expect(await member.getByTestId(`assigned-item-${assignmentId}`).textContent()).toContain(COURSE.title);
    expect(await assignedStatus(member, assignmentId)).toContain('Not started');

    // ... completes one lesson, and the home says it is in progress.
    const lesson = await completeFirstLesson(member, COURSE.slug);
    await member.goto('/');
    await expect.poll(() => assignedStatus(member, assignmentId)).toContain('In progress');

    // The admin's report and its CSV show the member's progress.
    await admin.goto('/enterprise-dashboard');
    await openDashboardTab(admin, 'reports');
    await expectReported(admin, MEMBER, Math.round(100 / lesson.count));

    // Two days after the due date the reminder job mails the member about the overdue course.
    expect(await runAssignmentJobs(admin, twoDaysAfter(due))).toBeGreaterThanOrEqual(1);
    const mail = await findMail(member, MEMBER.email, 'assignment-overdue');
    expect(await mail.textContent()).toContain(COURSE.title);
    await mail.getByTestId('mail-link').first().click();
    await member.waitForURL(`**/courses/${COURSE.slug}`);
  });
});
