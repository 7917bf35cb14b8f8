import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './browser';

/**
 * Steps of issue 16's journeys (the way in for companies, organization administration,
 * assignments) shared by them, so a change of the product's flow is made once. Each step goes
 * through the UI; the only api calls are the ones no screen offers, and they say so.
 */

/** The server answers slowly on a loaded machine; a step waits this long for it. */
export const SERVER_WAIT = 30_000;

/** A mail of a kind in /dev/mailbox (the newest first), to an address and/or with a text. */
export function mailMessage(
  page: Page,
  kind: string,
  filter: { to?: string; hasText?: string } = {},
): Locator {
  const to = filter.to ? `[data-to="${filter.to}"]` : '';
  return page
    .locator(
      `[data-testid="mail-message"][data-kind="${kind}"]${to}`,
      filter.hasText ? { hasText: filter.hasText } : {},
    )
    .first();
}

/** Opens /dev/mailbox and waits for the newest mail of a kind to an address. */
export async function findMail(page: Page, to: string, kind: string): Promise<Locator> {
  await page.goto('/dev/mailbox');
  const message = mailMessage(page, kind, { to });
  await message.waitFor({ timeout: SERVER_WAIT });
  return message;
}

/** The newest mail of a kind to an address, its first link opened like a person would. */
export async function openMailLink(page: Page, to: string, kind: string): Promise<void> {
  const message = await findMail(page, to, kind);
  await message.getByTestId('mail-link').first().click();
}

/** On /business: the ContactSpecialistModal filled and sent; resolves once it confirms. */
export async function contactSpecialist(
  page: Page,
  lead: { name: string; email: string; company: string; seats: number },
): Promise<void> {
  await page.getByRole('button', { name: 'Talk to a specialist' }).click();
  const modal = page.getByTestId('modal-ContactSpecialistModal');
  await modal.getByLabel('Name').fill(lead.name);
  await modal.getByLabel('Work e-mail').fill(lead.email);
  await modal.getByLabel('Company').fill(lead.company);
  await modal.getByLabel('Developers who would learn (seats)').fill(String(lead.seats));
  await modal.getByTestId('contact-specialist-submit').click();
  const sent = modal.getByTestId('contact-specialist-sent');
  await sent.waitFor({ timeout: SERVER_WAIT });
  expect(await sent.textContent()).toContain('A specialist will e-mail you');
}

/** On /business: asks for an enterprise trial link for a work address and company. */
export async function requestTrial(page: Page, email: string, company: string): Promise<void> {
  await page.getByTestId('trial-request-email').fill(email);
  await page.getByTestId('trial-request-company').fill(company);
  await page.getByTestId('trial-request-submit').click();
  const sent = page.getByTestId('trial-request-sent');
  await sent.waitFor({ timeout: SERVER_WAIT });
  expect(await sent.textContent()).toMatch(/link is on its way/);
}

export interface TrialAdmin {
  email: string;
  company: string;
  orgName: string;
  fullName: string;
  password: string;
}

/**
 * Opens the trial mail's link, checks the company is prefilled, and creates the organization
 * with a new account; resolves on the new organization's dashboard. `beforeSubmit` lets a journey
 * look at the filled form (a screenshot) before it is sent.
 */
export async function createTrialOrganization(
  page: Page,
  admin: TrialAdmin,
  beforeSubmit?: () => Promise<void>,
): Promise<void> {
  await openMailLink(page, admin.email, 'enterprise-trial');
  await page.waitForURL('**/enterprise-trial/*', { timeout: SERVER_WAIT });
  await page.getByTestId('enterprise-trial-form').waitFor({ timeout: SERVER_WAIT });
  expect(await page.getByTestId('enterprise-trial-org-name').inputValue()).toBe(admin.company);
  await page.getByTestId('enterprise-trial-org-name').fill(admin.orgName);
  await page.getByTestId('enterprise-trial-full-name').fill(admin.fullName);
  await page.getByTestId('enterprise-trial-password').fill(admin.password);
  await beforeSubmit?.();
  await page.getByTestId('enterprise-trial-submit').click();
  await page.waitForURL('**/enterprise-dashboard', { timeout: SERVER_WAIT });
  await page.getByRole('heading', { name: admin.orgName }).waitFor({ timeout: SERVER_WAIT });
}

/** On the dashboard's team tab: invites addresses (one a line) and waits for the confirmation. */
export async function inviteMembers(admin: Page, emails: string[]): Promise<void> {
  await admin.getByLabel('E-mail addresses').fill(emails.join('\n'));
  await admin.getByRole('button', { name: 'Send invitations' }).click();
  await admin.getByTestId('invite-done').waitFor({ timeout: SERVER_WAIT });
}

/**
 * An invited address without an account, in a browser context of its own: it opens the
 * invitation mail, signs up on /signup-and-reset-password/{token} and lands logged in at home.
 */
export async function signUpFromInvitation(
  browser: Browser,
  invited: { email: string; orgName: string; fullName: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openMailLink(page, invited.email, 'team-invitation');
  await page.waitForURL('**/signup-and-reset-password/*', { timeout: SERVER_WAIT });
  await page.getByRole('heading', { name: `Join ${invited.orgName}` }).waitFor({ timeout: SERVER_WAIT });
  await page.getByTestId('invitation-signup-name').fill(invited.fullName);
  await page.getByTestId('invitation-signup-password').fill(invited.password);
  await page.getByTestId('invitation-signup-submit').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: SERVER_WAIT });
  await page.getByTestId('header-user-menu').waitFor({ timeout: SERVER_WAIT });
  return { context, page };
}

/** Slugs of the course cards /explore shows this person (courses only: one page holds them all). */
export async function exploreSlugs(page: Page): Promise<string[]> {
  await page.goto('/explore?kind=course');
  await page.getByTestId('course-card').first().waitFor({ timeout: SERVER_WAIT });
  const hrefs = await page
    .getByTestId('course-card')
    .locator('a[href^="/courses/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/courses/', ''));
}

/** Opens a tab of the enterprise dashboard the page is on. */
export async function openDashboardTab(admin: Page, tab: string): Promise<void> {
  await admin.getByTestId(`dashboard-tab-${tab}`).click();
}

/**
 * On the dashboard's catalogue tab: switches to lists, excludes a course and saves; resolves
 * once the preview of what members see has dropped it.
 */
export async function excludeCourse(admin: Page, slug: string): Promise<void> {
  await admin.getByTestId(`catalogue-preview-${slug}`).waitFor({ timeout: SERVER_WAIT });
  await admin.getByTestId('catalogue-use-lists').check();
  await admin.getByTestId(`catalogue-course-${slug}`).locator('select').selectOption('exclude');
  await admin.getByTestId('catalogue-save').click();
  await admin.getByTestId('catalogue-notice').waitFor({ timeout: SERVER_WAIT });
  await admin.getByTestId(`catalogue-preview-${slug}`).waitFor({ state: 'detached', timeout: SERVER_WAIT });
}

/** On the dashboard's catalogue tab: back to the whole catalogue; resolves once `slug` is previewed again. */
export async function includeAllCourses(admin: Page, slug: string): Promise<void> {
  await admin.getByTestId('catalogue-include-all').check();
  await admin.getByTestId('catalogue-save').click();
  await admin.getByTestId(`catalogue-preview-${slug}`).waitFor({ timeout: SERVER_WAIT });
}

/** On the dashboard's roles tab: the user id of the member with this address (read from their row). */
export async function memberIdByEmail(admin: Page, email: string): Promise<string> {
  const row = admin.locator('[data-testid^="role-row-"]').filter({ hasText: email });
  await row.waitFor({ timeout: SERVER_WAIT });
  return ((await row.getAttribute('data-testid')) ?? '').replace('role-row-', '');
}

/** On the dashboard's roles tab: gives a member a role and waits for the notice saying so. */
export async function setRole(
  admin: Page,
  userId: string,
  role: 'admin' | 'manager' | 'member',
): Promise<void> {
  await admin.getByTestId(`role-select-${userId}`).selectOption(role);
  await admin.getByTestId(`role-save-${userId}`).click();
  await admin
    .getByTestId('roles-notice')
    .filter({ hasText: `is now ${role}` })
    .waitFor({ timeout: SERVER_WAIT });
}

/** A due date `days` from today, as the date input takes it (YYYY-MM-DD). */
export function dueInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * On the dashboard's assignments tab: assigns a course to members with a due date; resolves with
 * the new assignment's id (read from its row, found by the course's title).
 */
export async function assignCourse(
  admin: Page,
  assignment: { courseId: string; title: string; memberIds: string[]; due: string },
): Promise<string> {
  await admin.getByTestId('assignment-form').waitFor({ timeout: SERVER_WAIT });
  await admin.getByTestId('assignment-work').selectOption(`course:${assignment.courseId}`);
  for (const id of assignment.memberIds) await admin.getByTestId(`assignment-member-${id}`).check();
  await admin.getByTestId('assignment-due').fill(assignment.due);
  await admin.getByTestId('assignment-create').click();
  await admin.getByTestId('assignments-notice').waitFor({ timeout: SERVER_WAIT });
  const row = admin.locator('[data-testid^="assignment-row-"]').filter({ hasText: assignment.title }).first();
  await row.waitFor({ timeout: SERVER_WAIT });
  const assignmentId = ((await row.getAttribute('data-testid')) ?? '').replace('assignment-row-', '');
  expect(assignmentId).toMatch(/^asg_/);
  return assignmentId;
}

/** The status line of an assignment in "Assigned to you" on the member's home. */
export async function assignedStatus(member: Page, assignmentId: string): Promise<string> {
  const item = member.getByTestId(`assigned-item-${assignmentId}`);
  await item.waitFor({ timeout: SERVER_WAIT });
  return (await item.getByTestId('assigned-status').textContent()) ?? '';
}

/**
 * Opens a course's first lesson and marks it complete; resolves with the course's lesson count.
 * (The lesson's slug comes from the course api: the reader has no "first lesson" control to click.)
 */
export async function completeFirstLesson(member: Page, courseSlug: string): Promise<{ count: number }> {
  const res = await member.request.get(`/api/collection/${courseSlug}`);
  expect(res.status()).toBe(200);
  const lessons = (await res.json()).modules.flatMap(
    (module: { lessons: { slug: string }[] }) => module.lessons,
  );
  await member.goto(`/courses/${courseSlug}/${lessons[0].slug}`);
  await member.getByTestId('mark-complete').click({ timeout: SERVER_WAIT });
  await member.getByRole('button', { name: '✓ Completed' }).waitFor({ timeout: SERVER_WAIT });
  return { count: lessons.length };
}

/**
 * On the dashboard's reports tab: the member's row shows `percent`, and the CSV behind the
 * "report-csv" link has the same figure on the member's line. Resolves with that line.
 */
export async function expectReported(
  admin: Page,
  member: { id: string; email: string },
  percent: number,
): Promise<string> {
  const row = admin.getByTestId(`report-row-${member.id}`);
  await row.waitFor({ timeout: SERVER_WAIT });
  expect(await row.textContent()).toContain(`${percent}%`);
  const href = await admin.getByTestId('report-csv').getAttribute('href');
  expect(href).toMatch(/\/reports\/members\.csv$/);
  // The link downloads a file; its content is read through the same request the browser makes.
  const csv = await admin.request.get(href ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
  const line = (await csv.text()).split('\r\n').find((text) => text.includes(member.email)) ?? '';
  expect(line.split(',')[6]).toBe(String(percent));
  return line;
}

/**
 * Runs the assignment reminder jobs as if it were `now` (the dev route POST
 * /api/dev/assignments/run-jobs: a job has no screen) and resolves with how many reminders went.
 */
export async function runAssignmentJobs(page: Page, now: Date): Promise<number> {
  const ran = await page.request.post('/api/dev/assignments/run-jobs', {
    data: { now: now.toISOString() },
    timeout: SERVER_WAIT,
  });
  expect(ran.status(), await ran.text()).toBe(200);
  return (await ran.json()).reminders_sent;
}

/** Two days after the end of a due date (YYYY-MM-DD): the reminder job counts the work overdue. */
export function twoDaysAfter(due: string): Date {
  return new Date(Date.parse(`${due}T23:59:59Z`) + 2 * 86_400_000);
}
