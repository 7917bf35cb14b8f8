import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';
import { logIn } from '../support/session';

describe('everyday paths', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('logged out, account pages ask to log in or sign up instead of showing a blank page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const [path, title] of [
      ['/transactions', 'Log in to see your transactions'],
      ['/mycourses', 'Log in to see your learning'],
      ['/learning-plans', 'Log in to see your learning'],
      ['/enterprise-dashboard', 'Log in to manage your team'],
    ] as const) {
      await page.goto(path);
      const prompt = page.getByTestId('sign-in-needed');
      await prompt.waitFor();
      expect(await prompt.textContent(), path).toContain(title);
      expect(await prompt.getByRole('button', { name: 'Sign up free' }).isVisible(), path).toBe(true);
    }
    await page.getByTestId('sign-in-needed').getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('modal-Login').waitFor();
    await context.close();
  });

  it('logged in, the footer never offers "Log in" and the account menu reaches courses, plans and transactions', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await logIn(page, 'subscriber@example.com');
    await page.goto('/explore');
    expect(await page.getByTestId('site-footer').getByRole('link', { name: 'Log in' }).count()).toBe(0);
    await page.getByTestId('header-user-menu').click();
    for (const name of ['My courses', 'Learning plans', 'Transactions', 'Security settings', 'Log out'])
      expect(await page.getByRole('menuitem', { name }).isVisible(), name).toBe(true);
    await page.getByRole('menuitem', { name: 'Transactions' }).click();
    await page.waitForURL('**/transactions');
    await page.getByTestId('current-subscription').waitFor();
    expect(await page.getByTestId('current-subscription').textContent()).toContain('Standard, annual');
    await context.close();
  });

  it('logged out, "Get Standard" shows the plan picked and signs up right there, keeping the page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/unlimited');
    await page.getByTestId('plan-200-12-6000').getByRole('link', { name: 'Get Standard' }).click();
    await page.waitForURL('**/checkout/subscription-buy?plan=200-12-6000');
    await page.getByTestId('checkout-summary').waitFor();
    expect(await page.getByTestId('checkout-summary').textContent()).toContain('Standard, annual');
    expect(await page.getByTestId('sign-in-needed').textContent()).toContain(
      'Sign up or log in to get Standard, annual',
    );
    await page.getByRole('button', { name: 'Sign up free' }).click();
    const signup = page.getByTestId('modal-Signup');
    await signup.getByTestId('signup-name').fill('Paula Picker');
    await signup.getByTestId('signup-email').fill(`picker-${Date.now()}@example.com`);
    await signup.getByTestId('signup-password').fill('picker password 1');
    await signup.getByTestId('signup-submit').click();
    await page.getByRole('button', { name: 'Pay now' }).waitFor();
    expect(page.url()).toContain('/checkout/subscription-buy?plan=200-12-6000');
    await context.close();
  });

  it('a subscription-only lesson tells a visitor it needs the subscription, with a way to log in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/courses/bash-essentials/loops');
    const lock = page.getByTestId('lesson-lock');
    await lock.waitFor();
    expect(await lock.getAttribute('data-reason')).toBe('subscription_required');
    expect(await lock.textContent()).toContain('This lesson is part of the subscription');
    expect(await lock.getByText('Sign up free').count()).toBe(0);
    expect(await lock.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    await context.close();
  });
});
