import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { loggedIn } from '../support/session';

/** The seeded enterprise organization "Acme Engineering": admin@ owns it, member@ is a member. */
const MEMBER_ID = 'usr_demo_member';
const COURSE = { id: 'crs-python-basics', slug: 'python-basics' };

async function firstLesson(page: Page): Promise<{ slug: string; count: number }> {
  const res = await page.request.get(`/api/collection/${COURSE.slug}`);
  expect(res.status()).toBe(200);
  const lessons = (await res.json()).modules.flatMap(
    (module: { lessons: { slug: string }[] }) => module.lessons,
  );
  return { slug: lessons[0].slug, count: lessons.length };
}

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
    await admin.getByTestId('dashboard-tab-assignments').click();
    const form = admin.getByTestId('assignment-form');
    await form.waitFor();
    await admin.getByTestId('assignment-work').selectOption(`course:${COURSE.id}`);
    await admin.getByTestId(`assignment-member-${MEMBER_ID}`).check();
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await admin.getByTestId('assignment-due').fill(due);
    await admin.getByTestId('assignment-create').click();
    await admin.getByTestId('assignments-notice').waitFor();
    const row = admin.locator('[data-testid^="assignment-row-"]').filter({ hasText: 'Python' }).first();
    await row.waitFor();
    const assignmentId = ((await row.getAttribute('data-testid')) ?? '').replace('assignment-row-', '');
    expect(assignmentId).toMatch(/^asg_/);

    // The member sees it at home, not started.
    const { page: member } = await loggedIn(browser, 'member@example.com');
    await member.goto('/');
    const item = member.getByTestId(`assigned-item-${assignmentId}`);
    await item.waitFor();
    expect(await item.textContent()).toContain('Python');
    expect(await item.getByTestId('assigned-status').textContent()).toContain('Not started');

    // ... completes one lesson, and the home says it is in progress.
    const lesson = await firstLesson(member);
    await member.goto(`/courses/${COURSE.slug}/${lesson.slug}`);
    await member.getByTestId('mark-complete').click();
    await member.getByRole('button', { name: '✓ Completed' }).waitFor();
    await member.goto('/');
    await expect
      .poll(() =>
        member.getByTestId(`assigned-item-${assignmentId}`).getByTestId('assigned-status').textContent(),
      )
      .toContain('In progress');

    // The admin's report and its CSV show the member's progress.
    const percent = `${Math.round(100 / lesson.count)}%`;
    await admin.goto('/enterprise-dashboard');
    await admin.getByTestId('dashboard-tab-reports').click();
    const reportRow = admin.getByTestId(`report-row-${MEMBER_ID}`);
    await reportRow.waitFor();
    expect(await reportRow.textContent()).toContain(percent);
    const href = await admin.getByTestId('report-csv').getAttribute('href');
    expect(href).toMatch(/\/reports\/members\.csv$/);
    const csv = await admin.request.get(href ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const line = (await csv.text()).split('\r\n').find((text) => text.includes('member@example.com')) ?? '';
    expect(line.split(',')[6]).toBe(percent.replace('%', ''));

    // Two days after the due date the reminder job mails the member about the overdue course.
    const ran = await admin.request.post('/api/dev/assignments/run-jobs', {
      data: { now: new Date(Date.parse(`${due}T23:59:59Z`) + 2 * 86_400_000).toISOString() },
    });
    expect(ran.status(), await ran.text()).toBe(200);
    expect((await ran.json()).reminders_sent).toBeGreaterThanOrEqual(1);
    await member.goto('/dev/mailbox');
    const mail = member
      .locator('[data-testid="mail-message"][data-to="member@example.com"][data-kind="assignment-overdue"]')
      .first();
    await mail.waitFor({ timeout: 15_000 });
    expect(await mail.textContent()).toContain('Python');
    await mail.getByTestId('mail-link').first().click();
    await member.waitForURL(`**/courses/${COURSE.slug}`);
  });
});
