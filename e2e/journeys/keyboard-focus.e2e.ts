import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';

/** What has keyboard focus: its test id, or its tag and text when it has none. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const testId = active.getAttribute('data-testid');
    return testId ?? `${active.tagName.toLowerCase()}: ${active.textContent?.trim() ?? ''}`;
  });
}

/** Opens a header button the way a keyboard user does: focus it, press Enter. */
async function pressHeaderButton(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('Enter');
}

describe('keyboard focus in the account modals', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('login: the e-mail field on open; after login the main heading, the header showing the user menu', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/explore');
    const heading = `h1: ${(await page.locator('main h1').textContent())?.trim()}`;
    await pressHeaderButton(page, 'header-login');
    await page.getByTestId('modal-Login').waitFor();
    await expect.poll(() => focused(page)).toBe('login-email');

    await page.keyboard.type('subscriber@example.com');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('login-password');
    await page.keyboard.type('learnbox-demo');
    await page.keyboard.press('Enter');
    await page.getByTestId('header-user-menu').waitFor();
    expect(await page.getByTestId('modal-Login').count()).toBe(0);
    // The "Log in" button that opened the modal is gone; focus must not fall back to <body>.
    await expect.poll(() => focused(page)).toBe(heading);

    // The user menu: focus moves into it, the arrows move between items, Escape goes back.
    await page.getByTestId('header-user-menu').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('header-mycourses');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('header-learning-plans');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('header-logout');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('header-user-menu');
    expect(await page.getByRole('menu').count()).toBe(0);
    await context.close();
  });

  it('sign-up: the name field on open; after sign-up the main heading', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/answers');
    const heading = `h1: ${(await page.locator('main h1').textContent())?.trim()}`;
    await pressHeaderButton(page, 'header-signup');
    await page.getByTestId('modal-Signup').waitFor();
    await expect.poll(() => focused(page)).toBe('signup-name');
    await page.keyboard.type('Kim Keyboard');
    await page.getByTestId('signup-email').fill(`keyboard-${Date.now()}@example.com`);
    await page.getByTestId('signup-password').fill('keyboard password 1');
    await page.keyboard.press('Enter');
    await page.getByTestId('header-user-menu').waitFor();
    await expect.poll(() => focused(page)).toBe(heading);
    await context.close();
  });

  it('the other account modals start in their e-mail field, and closing returns focus to the opener', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/explore');

    // Escape gives focus back to the button that opened the modal.
    await pressHeaderButton(page, 'header-login');
    await expect.poll(() => focused(page)).toBe('login-email');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('modal-Login').count()).toBe(0);
    expect(await focused(page)).toBe('header-login');

    // Forgot password: its e-mail field, then the answer replaces the form and takes focus.
    await pressHeaderButton(page, 'header-login');
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('modal-Recover').waitFor();
    await expect.poll(() => focused(page)).toBe('recover-email');
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Enter');
    await page.getByTestId('recover-done').waitFor();
    await expect.poll(() => focused(page)).toBe('recover-done');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('header-login');

    for (const [link, modal, field] of [
      ['Resend the verification e-mail', 'modal-ResendVerification', 'resend-verification-email'],
      ["Log in with your company's SSO", 'modal-SingleSignOn', 'sso-email'],
    ] as const) {
      await pressHeaderButton(page, 'header-login');
      await page.getByTestId('modal-Login').getByRole('button', { name: link }).click();
      await page.getByTestId(modal).waitFor();
      await expect.poll(() => focused(page), { message: modal }).toBe(field);
      await page.keyboard.press('Escape');
      await expect.poll(() => focused(page), { message: modal }).toBe('header-login');
    }

    // Opened from the address (?modal=Signup), nothing had focus: closing goes to the main heading.
    await page.goto('/explore?modal=Signup');
    await page.getByTestId('modal-Signup').waitFor();
    await expect.poll(() => focused(page)).toBe('signup-name');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toMatch(/^h1: /);
    await context.close();
  });
});
