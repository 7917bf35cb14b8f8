import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser } from '../support/browser';
import { loggedIn } from '../support/session';

/**
 * Issue 17 "Done when", flags and errors: a flag set to level 3 on /staff/flags shows a feature
 * (cloud labs: the menu item and the page) to staff and not to a learner, level 4 to everyone,
 * without a restart; an error thrown in the browser appears in /staff/errors.
 */

const FLAG = 'capability_cloud_labs';

async function setLevel(page: Page, level: number): Promise<void> {
  await page.goto('/staff/flags');
  const select = page.getByTestId(`flag-level-${FLAG}`);
  await select.waitFor();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/staff/flags/${FLAG}`) && response.request().method() === 'PUT',
  );
  await select.selectOption(String(level));
  expect((await saved).status()).toBe(200);
  await expect.poll(() => select.inputValue()).toBe(String(level));
  // The audit names who changed it.
  await expect.poll(() => page.getByTestId('flag-changes').textContent()).toContain(`${FLAG}: `);
}

/** Does this visitor see cloud labs: the menu item on the home page, and the page itself? */
async function seesLabs(page: Page): Promise<{ menu: boolean; pageStatus: number }> {
  await page.goto('/');
  await page.getByTestId('nav-explore').waitFor();
  const menu = (await page.getByTestId('nav-labs').count()) > 0;
  const response = await page.goto('/cloudlabs');
  return { menu, pageStatus: response?.status() ?? 0 };
}

describe('feature flags and error reporting', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('level 3 shows a feature to staff only, level 4 to everyone, without a restart', async () => {
    const staff = await loggedIn(browser, 'staff@learnbox.dev');
    const learner = await loggedIn(browser, 'learner@example.com');
    try {
      expect(await seesLabs(learner.page)).toEqual({ menu: true, pageStatus: 200 });

      await setLevel(staff.page, 3);
      expect(await seesLabs(staff.page)).toEqual({ menu: true, pageStatus: 200 });
      expect(await seesLabs(learner.page)).toEqual({ menu: false, pageStatus: 404 });
      // The learner's browser is told on/off only: no level anywhere in what it reads.
      const own = await learner.page.request.get('/api/feature-flags');
      expect((await own.json()).flags[FLAG]).toBe(false);
      expect(await own.text()).not.toContain('rolloutLevel');
      expect((await learner.page.request.get('/api/staff/flags')).status()).toBe(404);
      await staff.page.goto('/staff/flags');
      await staff.page.screenshot({ path: artifactPath('staff-flags.png') });

      await setLevel(staff.page, 4);
      expect(await seesLabs(learner.page)).toEqual({ menu: true, pageStatus: 200 });
    } finally {
      await staff.context.close();
      await learner.context.close();
    }
  });

  it('an error thrown in the browser appears in /staff/errors', async () => {
    const learner = await loggedIn(browser, 'learner@example.com');
    const marker = `Journey browser error ${Date.now()}`;
    try {
      await learner.page.goto('/explore');
      const tunnelled = learner.page.waitForResponse((response) =>
        response.url().includes('/api/errors/tunnel'),
      );
      await learner.page.evaluate((message) => {
        setTimeout(() => {
          throw new Error(message);
        }, 0);
      }, marker);
      const reply = await tunnelled;
      expect(reply.status()).toBe(200);
      expect(await reply.json()).toEqual({ stored: 1, dropped: 0 });
    } finally {
      await learner.context.close();
    }

    const staff = await loggedIn(browser, 'staff@learnbox.dev');
    try {
      await staff.page.goto('/staff/errors');
      const group = staff.page.getByTestId('error-group').filter({ hasText: marker });
      await group.waitFor();
      expect(await group.textContent()).toContain(`Error: ${marker}`);
      expect(await group.getByTestId('error-count').textContent()).toBe('1');
      await staff.page.screenshot({ path: artifactPath('staff-errors.png') });
    } finally {
      await staff.context.close();
    }
  });
});
