import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';

/**
 * A demo account (packages/db/src/seed/demo-users.seed.ts). Other journeys may hold sessions of
 * it too: rows are found by device, and no count of other sessions is assumed.
 */
const EMAIL = 'owner@example.com';
const DEMO_PASSWORD = 'learnbox-demo';
/** The second browser claims to be Firefox, so its row in the list is told apart from ours. */
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const FIREFOX_DEVICE = 'Firefox 133 on Linux';

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(EMAIL);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-user-menu').waitFor();
}

/** The next full navigation of a revoked browser shows it logged out. */
async function expectLoggedOut(page: Page): Promise<void> {
  await page.goto('/explore');
  await page.getByTestId('header-login').waitFor();
  expect(await page.getByTestId('header-user-menu').count()).toBe(0);
}

describe("where you're logged in", () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('lists both browsers of one account, logs the other out from settings, then all others', async () => {
    const here = await newContext(browser);
    const elsewhere = await newContext(browser, { userAgent: FIREFOX_ON_LINUX });
    contexts = [here, elsewhere];
    const page = await here.newPage();
    const other = await elsewhere.newPage();
    await logIn(page);
    await logIn(other);

    await page.goto('/settings/security');
    const section = page.getByTestId('sessions-settings');
    const current = section.locator('[data-testid="session-row"][data-current="true"]');
    await current.getByTestId('session-this-device').waitFor();
    expect(await current.getByTestId('session-revoke').count()).toBe(0);
    const otherRow = section.getByTestId('session-row').filter({ hasText: FIREFOX_DEVICE });
    await otherRow.waitFor();
    expect(await otherRow.textContent()).toContain('Last active');
    await page.screenshot({ path: artifactPath('sessions-1-list.png') });

    // The button's accessible name names the device; the result is announced in the live region.
    await section.getByRole('button', { name: new RegExp(`^Log out ${FIREFOX_DEVICE}`) }).click();
    await expect
      .poll(() => section.getByTestId('sessions-notice').textContent())
      .toBe(`Logged out of ${FIREFOX_DEVICE}.`);
    await expect.poll(() => otherRow.count()).toBe(0);
    await expectLoggedOut(other);
    await page.reload();
    await current.getByTestId('session-this-device').waitFor();

    // Log in there again, then log out of every other session at once.
    await logIn(other);
    await page.reload();
    await otherRow.waitFor();
    await section.getByTestId('sessions-revoke-others').click();
    await expect
      .poll(() => section.getByTestId('sessions-notice').textContent())
      .toMatch(/^Logged out of \d+ other sessions?\.$/);
    await expect.poll(() => section.getByTestId('session-row').count()).toBe(1);
    expect(await section.getByTestId('sessions-revoke-others').count()).toBe(0);
    await page.screenshot({ path: artifactPath('sessions-2-others-logged-out.png') });
    await expectLoggedOut(other);
    await page.goto('/explore');
    await page.getByTestId('header-user-menu').waitFor();
  });
});
