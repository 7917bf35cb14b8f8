import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser } from '../support/browser';
import { errorGroup, flagLevel, seesLabs, setFlagLevel, throwInBrowser } from '../support/growth';
import { loggedIn } from '../support/session';

/**
 * Issue 17 "Done when", flags and errors: a flag set to level 3 on /staff/flags shows a feature
 * (cloud labs: the menu item and the page) to staff and not to a learner, level 4 to everyone,
 * without a restart; an error thrown in the browser appears in /staff/errors.
 */

const FLAG = 'capability_cloud_labs';

describe('feature flags and error reporting', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('level 3 shows a feature to staff only, level 4 to everyone, without a restart', async () => {
    const staff = await loggedIn(browser, 'staff@learnbox.dev');
    const learner = await loggedIn(browser, 'learner@example.com');
    const was = await flagLevel(staff.page, FLAG);
    try {
      expect(await seesLabs(learner.page)).toEqual({ menu: true, pageStatus: 200 });

      await setFlagLevel(staff.page, FLAG, 3);
      expect(await seesLabs(staff.page)).toEqual({ menu: true, pageStatus: 200 });
      expect(await seesLabs(learner.page)).toEqual({ menu: false, pageStatus: 404 });
      // The learner's browser is told on/off only: no level anywhere in what it reads.
      const own = await learner.page.request.get('/api/feature-flags');
      expect((await own.json()).flags[FLAG]).toBe(false);
      expect(await own.text()).not.toContain('rolloutLevel');
      expect((await learner.page.request.get('/api/staff/flags')).status()).toBe(404);
      await staff.page.goto('/staff/flags');
      await staff.page.screenshot({ path: artifactPath('staff-flags.png') });

      await setFlagLevel(staff.page, FLAG, 4);
      expect(await seesLabs(learner.page)).toEqual({ menu: true, pageStatus: 200 });
    } finally {
      // Other journeys expect the seeded level.
      if ((await flagLevel(staff.page, FLAG)) !== was) await setFlagLevel(staff.page, FLAG, was);
      await staff.context.close();
      await learner.context.close();
    }
  });

  it('an error thrown in the browser appears in /staff/errors', async () => {
    const learner = await loggedIn(browser, 'learner@example.com');
    const marker = `Journey browser error ${Date.now()}`;
    try {
      await learner.page.goto('/explore');
      await throwInBrowser(learner.page, marker);
    } finally {
      await learner.context.close();
    }

    const staff = await loggedIn(browser, 'staff@learnbox.dev');
    try {
      const group = await errorGroup(staff.page, marker);
      expect(await group.getByTestId('error-count').textContent()).toBe('1');
      await staff.page.screenshot({ path: artifactPath('staff-errors.png') });
    } finally {
      await staff.context.close();
    }
  });
});
