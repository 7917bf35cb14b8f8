import { CAPABILITIES, type Capability } from '@learnbox/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';
import { logIn } from '../support/session';

/** How pages name each capability that may still be unbuilt. */
const NAMED: Partial<Record<Capability, string>> = {
  projects: 'projects?\\b',
  assessments: 'assessments?',
  mockInterviews: 'mock interviews?',
  aiCoach: '\\bAI\\b|coach',
};
/** What is not built yet (packages/domain CAPABILITIES): no page may promise it. */
const NOT_BUILT = new RegExp(
  Object.entries(NAMED)
    .filter(([capability]) => !CAPABILITIES[capability as Capability])
    .map(([, pattern]) => pattern)
    .join('|') || '(?!)',
  'i',
);

async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').textContent()) ?? '';
}

describe('pages promise only what is built', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('home, footer, plans and business name only built things; the subscriber banner offers a real upgrade', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Every wait below fails with its locator's name instead of the test's 60 s.
    page.setDefaultTimeout(15_000);
    await page.goto('/');
    const offerings = page.getByTestId('home-offerings');
    await offerings.waitFor();
    const titles = await offerings.locator('h3').allTextContents();
    expect(titles).toEqual(
      expect.arrayContaining(['Interactive courses', 'Learning paths', 'Cloud labs', 'Shots']),
    );
    for (const title of titles) expect(title).not.toMatch(NOT_BUILT);
    expect(await mainText(page)).not.toMatch(NOT_BUILT);
    expect(await page.getByTestId('site-footer').textContent()).not.toMatch(NOT_BUILT);

    for (const path of ['/unlimited', '/business']) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      expect(await mainText(page), path).not.toMatch(NOT_BUILT);
    }
    // "Talk to a specialist" on /business opens the real lead form, not a placeholder.
    await page.getByRole('button', { name: 'Talk to a specialist' }).click();
    await page.getByTestId('contact-specialist-form').waitFor();
    expect(await page.getByRole('dialog', { name: 'Talk to a specialist' }).count()).toBe(1);
    await page.keyboard.press('Escape');

    // A modal opened by a link that does not say what it is about (which shot) opens nothing.
    await page.goto('/?modal=ShotFeedbackModal');
    await page.getByTestId('home-offerings').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The token flows say plainly what is wrong with a bad link, rather than "on its way".
    for (const path of ['/enterprise-trial/some-token', '/enterprise-signup/some-token']) {
      await page.goto(path);
      await page.getByTestId('enterprise-entry-error').waitFor();
      expect(await page.getByTestId('enterprise-entry-error').textContent(), path).toMatch(
        /link is incomplete/,
      );
    }

    await logIn(page, 'subscriber@example.com');
    await page.goto('/');
    await expect
      .poll(() => page.getByTestId('promo-banner-text').textContent())
      .toBe('Upgrade to Premium: your code runs straight from the browser on our runners.');
    await context.close();
  });
});
