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

/**
 * A new account of its own, logged in, with a Standard monthly subscription paid by test card:
 * for journeys whose reading or running would otherwise change a shared demo account's progress
 * or plan under another journey's feet.
 */
export async function freshSubscriber(
  browser: Browser,
  plan = '200-1-6000',
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  const email = `journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = await page.request.post('/api/user/signup', {
    data: {
      full_name: 'Journey Subscriber',
      email,
      password: 'journey password 1',
      tokens: { bypass_token: inject('captchaBypassToken') },
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const origin = new URL(page.url()).origin;
  const paid = await page.request.post('/api/checkout/subscription-buy', {
    headers: { origin },
    data: {
      idempotency_key: `journey-${email}`,
      plan,
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  // A new account is offered the onboarding questionnaire on /mycourses; these journeys are about
  // something else, so their learner has closed it (the growth journey answers it).
  const dismissed = await page.request.post('/api/user/onboarding/dismiss', { headers: { origin } });
  expect(dismissed.status(), await dismissed.text()).toBe(200);
  return { context, page, email };
}
