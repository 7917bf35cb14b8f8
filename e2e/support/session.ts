import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newContext } from './browser';

/** The seed's password for every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'learnbox-demo';

/**
 * Logs the page's context in through the api, as the login form would, with the captcha bypass
 * token of this run (journeys about the captcha itself solve it in the browser instead).
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const login = await page.request.post('/api/user/login', {
    data: { email, password, bypass_token: inject('captchaBypassToken') },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** A fresh context logged in as a demo user, on the home page. */
export async function loggedIn(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, email);
  return { context, page };
}
