import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import {
  assignCourse,
  assignedStatus,
  completeFirstLesson,
  contactSpecialist,
  createTrialOrganization,
  dueInDays,
  excludeCourse,
  expectReported,
  exploreSlugs,
  findMail,
  inviteMembers,
  mailMessage,
  memberIdByEmail,
  openDashboardTab,
  requestTrial,
  runAssignmentJobs,
  SERVER_WAIT,
  setRole,
  signUpFromInvitation,
  twoDaysAfter,
} from '../support/enterprise';

/**
 * Issue 16's "Done when" as one story, on an organization of its own made by the trial link (the
 * seeded one is left to the other journeys). Through the UI, except: the course's first lesson
 * slug and the CSV's content are read by request (enterprise.ts says why), and the reminder job
 * is run by the dev route POST /api/dev/assignments/run-jobs (a job has no screen).
 */
const EXCLUDED = 'bash-essentials';
const COURSE = { id: 'crs-python-basics', slug: 'python-basics', title: 'Python' };

describe('issue 16 done when: from /business to a team that learns on schedule', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor contacts sales and starts a trial; the admin shapes the catalogue, promotes a manager and assigns a course; the member learns; the report, the CSV and the overdue mail follow', async () => {
    const run = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const company = `Done When Labs ${run}`;
    const admin = {
      email: `admin-${run}@done-when.example`,
      company,
      orgName: `${company} Engineering`,
      fullName: 'Avery Admin',
      password: 'done when admin password 1',
    };
    const learner = { email: `learner-${run}@done-when.example`, fullName: 'Lee Learner' };
    const lead = { email: `lead-${run}@done-when.example`, fullName: 'Morgan Manager' };

    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(SERVER_WAIT);

    // A visitor reads /business and contacts a specialist; sales gets the lead by mail.
    await page.goto('/business');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('seat-calculator').waitFor();
    await contactSpecialist(page, { name: 'Avery Admin', email: admin.email, company, seats: 20 });
    await page.goto('/dev/mailbox');
    const salesMail = mailMessage(page, 'sales-lead', { hasText: company });
    await salesMail.waitFor();
    expect(await salesMail.getAttribute('data-to')).toBe('sales@learnbox.dev');

    // The same visitor asks for an enterprise trial; its mailed link creates the organization.
    await page.goto('/business');
    await requestTrial(page, admin.email, company);
    await createTrialOrganization(page, admin);
    expect(await page.getByTestId('seats-used').textContent()).toBe('1');

    // The admin invites two addresses without an account; both sign up from their mail.
    await inviteMembers(page, [learner.email, lead.email]);
    const password = 'done when member password 1';
    const { context: learnerContext, page: member } = await signUpFromInvitation(browser, {
      ...learner,
      orgName: admin.orgName,
      password,
    });
    member.setDefaultTimeout(SERVER_WAIT);
    const { context: leadContext, page: manager } = await signUpFromInvitation(browser, {
      ...lead,
      orgName: admin.orgName,
      password,
    });
    await page.reload();
    await expect.poll(() => page.getByTestId('seats-used').textContent(), { timeout: SERVER_WAIT }).toBe('3');

    // The exclude list: the member's /explore before and after.
    const before = await exploreSlugs(member);
    expect(before).toContain(EXCLUDED);
    expect(before).toContain(COURSE.slug);
    await openDashboardTab(page, 'catalogue');
    await excludeCourse(page, EXCLUDED);
    await page.getByTestId(`catalogue-preview-${COURSE.slug}`).waitFor();
    const after = await exploreSlugs(member);
    expect(after).not.toContain(EXCLUDED);
    expect(after).toContain(COURSE.slug);

    // Roles: the second member becomes a manager.
    await openDashboardTab(page, 'roles');
    const learnerId = await memberIdByEmail(page, learner.email);
    const leadId = await memberIdByEmail(page, lead.email);
    await setRole(page, leadId, 'manager');
    await page.reload();
    await openDashboardTab(page, 'roles');
    expect(await page.getByTestId(`role-select-${leadId}`).inputValue()).toBe('manager');
    expect(await page.getByTestId(`role-select-${learnerId}`).inputValue()).toBe('member');
    // The manager's dashboard now holds the assignments and the reports, not the admin's tabs.
    await manager.goto('/enterprise-dashboard');
    await manager.getByTestId('dashboard-tab-reports').waitFor({ timeout: SERVER_WAIT });
    await manager.getByTestId('dashboard-tab-assignments').waitFor();
    expect(await manager.getByTestId('dashboard-tab-roles').count()).toBe(0);
    await leadContext.close();

    // Assignments: the course, to the member, due in three days.
    await openDashboardTab(page, 'assignments');
    const due = dueInDays(3);
    const assignmentId = await assignCourse(page, {
      courseId: COURSE.id,
      title: COURSE.title,
      memberIds: [learnerId],
      due,
    });

    // The member sees it at home, completes a lesson, and the home says it is in progress.
    await member.goto('/');
    await member.getByTestId('assigned-to-you').waitFor();
    expect(await member.getByTestId(`assigned-item-${assignmentId}`).textContent()).toContain(COURSE.title);
    expect(await assignedStatus(member, assignmentId)).toContain('Not started');
    const { count } = await completeFirstLesson(member, COURSE.slug);
    await member.goto('/');
    await expect
      .poll(() => assignedStatus(member, assignmentId), { timeout: SERVER_WAIT })
      .toContain('In progress');
    await member.screenshot({ path: artifactPath('enterprise-done-when-member-home.png'), fullPage: true });

    // The admin's report and its CSV show the member's progress.
    await page.goto('/enterprise-dashboard');
    await openDashboardTab(page, 'reports');
    await expectReported(page, { id: learnerId, email: learner.email }, Math.round(100 / count));
    await page.screenshot({ path: artifactPath('enterprise-done-when-report.png'), fullPage: true });

    // Two days after the due date the reminder job mails the member about the overdue course.
    expect(await runAssignmentJobs(page, twoDaysAfter(due))).toBeGreaterThanOrEqual(1);
    const overdue = await findMail(member, learner.email, 'assignment-overdue');
    expect(await overdue.textContent()).toContain(COURSE.title);
    await overdue.getByTestId('mail-link').first().click();
    await member.waitForURL(`**/courses/${COURSE.slug}`);

    await learnerContext.close();
    await context.close();
    // Three sign-ups, two catalogue reads and a report on a loaded machine: more than the default minute.
  }, 240_000);
});
