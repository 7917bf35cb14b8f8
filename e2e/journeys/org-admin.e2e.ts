import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';

/** Logs a seeded demo account in through the api, as the other journeys do. */
async function logIn(browser: Browser, email: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/explore');
  const login = await page.request.post('/api/user/login', {
    data: { email, password: 'learnbox-demo', bypass_token: inject('captchaBypassToken') },
  });
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

/** Slugs of the course cards /explore shows this person (courses only: one page holds them all). */
async function exploreSlugs(page: Page): Promise<string[]> {
  await page.goto('/explore?kind=course');
  await page.getByTestId('course-card').first().waitFor();
  const hrefs = await page
    .getByTestId('course-card')
    .locator('a[href^="/courses/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/courses/', ''));
}

describe('organization administration (issue 16 "Admin")', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("the admin's team home leads to the catalogue; an exclude list changes the member's explore; a promotion switches the member's home", async () => {
    const admin = await logIn(browser, 'admin@example.com');
    const member = await logIn(browser, 'member@example.com');

    // Mode: the admin upskills (team home), the member learns (learner home).
    await admin.goto('/');
    await admin.getByTestId('team-home').waitFor();
    expect(await admin.getByTestId('team-home-seats').textContent()).toMatch(/^\d+ of 5$/);
    await member.goto('/');
    await member.getByTestId('home-courses').waitFor();
    expect(await member.getByTestId('team-home').count()).toBe(0);
    expect(await exploreSlugs(member)).toContain('bash-essentials');

    // Catalogue: exclude one course; the preview updates after saving.
    await admin.getByTestId('team-home-link-catalogue').click();
    await admin.waitForURL('**/enterprise-dashboard#catalogue');
    await admin.getByTestId('catalogue-preview-bash-essentials').waitFor();
    await admin.getByTestId('catalogue-use-lists').check();
    await admin.getByTestId('catalogue-course-bash-essentials').locator('select').selectOption('exclude');
    await admin.getByTestId('catalogue-save').click();
    await admin.getByTestId('catalogue-notice').waitFor();
    await admin.getByTestId('catalogue-preview-bash-essentials').waitFor({ state: 'detached' });
    await admin.getByTestId('catalogue-preview-python-basics').waitFor();
    const explore = await exploreSlugs(member);
    expect(explore).not.toContain('bash-essentials');
    expect(explore).toContain('python-basics');

    // Roles: the member becomes a manager, and their home switches to the team home.
    await admin.getByTestId('dashboard-tab-roles').click();
    await admin.getByTestId('role-select-usr_demo_member').selectOption('manager');
    await admin.getByTestId('role-save-usr_demo_member').click();
    await admin.getByTestId('roles-notice').waitFor();
    expect(await admin.getByTestId('roles-notice').textContent()).toMatch(/is now manager/);
    await member.goto('/');
    await member.getByTestId('team-home').waitFor();

    // Put the seeded organization back as it was for the other journeys.
    await admin.getByTestId('role-select-usr_demo_member').selectOption('member');
    await admin.getByTestId('role-save-usr_demo_member').click();
    await admin.getByText('is now member').waitFor();
    await admin.getByTestId('dashboard-tab-catalogue').click();
    await admin.getByTestId('catalogue-include-all').check();
    await admin.getByTestId('catalogue-save').click();
    await admin.getByTestId('catalogue-preview-bash-essentials').waitFor();
    expect(await exploreSlugs(member)).toContain('bash-essentials');
  });
});
