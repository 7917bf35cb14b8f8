import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';

const SUBSCRIPTION_LESSON = '/courses/bash-essentials/loops';

/** The newest mail of a kind to an address, opened from /dev/mailbox like a person would. */
async function openMailLink(page: Page, to: string, kind: string): Promise<void> {
  await page.goto('/dev/mailbox');
  const message = page.locator(`[data-testid="mail-message"][data-to="${to}"][data-kind="${kind}"]`).first();
  await message.waitFor({ timeout: 15_000 });
  await message.getByTestId('mail-link').first().click();
}

async function expectLocked(page: Page, locked: boolean): Promise<void> {
  await page.goto(SUBSCRIPTION_LESSON);
  await page.getByTestId(locked ? 'lesson-lock' : 'lesson-title').waitFor();
  expect(await page.getByTestId('lesson-lock').count()).toBe(locked ? 1 : 0);
}

describe('team members', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an admin buys a team plan and invites a new user, who accepts from the mail, reads, and is removed', async () => {
    const email = `teammate-${Date.now()}@example.com`;

    // The invitee signs up and verifies: no subscription, so the lesson is locked.
    const invitee = await newContext(browser);
    const learner = await invitee.newPage();
    await learner.goto('/explore');
    await learner.getByTestId('header-signup').click();
    const signup = learner.getByTestId('modal-Signup');
    await signup.getByTestId('signup-name').fill('Tess Teammate');
    await signup.getByTestId('signup-email').fill(email);
    await signup.getByTestId('signup-password').fill('teammate password 1');
    await signup.getByTestId('signup-submit').click();
    await learner.getByTestId('header-user-menu').waitFor();
    await openMailLink(learner, email, 'verify-email');
    await learner.getByTestId('verify-email-done').waitFor();
    await expectLocked(learner, true);
    await learner.getByTestId('header-user-menu').click();
    await learner.getByTestId('header-logout').click();
    await learner.getByTestId('header-login').waitFor();

    // The admin buys two seats and finds the team page in the account menu.
    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await admin.goto('/');
    const login = await admin.request.post('/api/user/login', {
      data: {
        email: 'subscriber@example.com',
        password: 'learnbox-demo',
        bypass_token: inject('captchaBypassToken'),
      },
    });
    expect(login.status(), await login.text()).toBe(200);
    await admin.goto('/checkout/team-subscription-buy?plan=200-12-6001');
    await admin.getByLabel('Team or company name').fill('Team Journey');
    await admin.getByLabel('Seats').fill('2');
    await admin.getByLabel('Card number').fill('4242 4242 4242 4242');
    await admin.getByLabel('Expiry (MM/YY)').fill('12/34');
    await admin.getByLabel('CVC').fill('123');
    await admin.getByRole('button', { name: 'Pay now' }).click();
    await admin.getByTestId('order-confirmation').waitFor();
    await admin.getByTestId('header-user-menu').click();
    await admin.getByTestId('header-team').click();
    await admin.waitForURL('**/enterprise-dashboard');
    await admin.getByTestId('team-seats').waitFor();
    expect(await admin.getByTestId('seats-paid').textContent()).toBe('2');
    expect(await admin.getByTestId('seats-used').textContent()).toBe('1');

    // Invite: the pending invitation holds the second seat.
    await admin.getByLabel('E-mail addresses').fill(email);
    await admin.getByRole('button', { name: 'Send invitations' }).click();
    await admin.getByTestId('invite-done').waitFor();
    await admin.locator(`[data-testid="team-invitation"][data-email="${email}"]`).waitFor();
    expect(await admin.getByTestId('seats-pending').textContent()).toBe('1');
    await admin.screenshot({ path: artifactPath('team-invited.png'), fullPage: true });

    // The invitee opens the mailed link logged out, logs in, comes back and accepts.
    await openMailLink(learner, email, 'team-invitation');
    await learner.waitForURL('**/join-team?token=*');
    await learner.getByRole('heading', { name: 'Join Team Journey' }).waitFor();
    await learner.getByRole('link', { name: 'Log in to accept' }).click();
    await learner.waitForURL('**/login?returnUrl=*');
    await learner.getByTestId('login-email').fill(email);
    await learner.getByTestId('login-password').fill('teammate password 1');
    await learner.getByTestId('login-submit').click();
    await learner.waitForURL('**/join-team?token=*');
    await learner.getByRole('button', { name: 'Accept invitation' }).click();
    await learner.getByTestId('join-team-done').waitFor();
    await learner.screenshot({ path: artifactPath('team-joined.png') });
    await expectLocked(learner, false);

    // The admin removes them (with a confirmation); access ends at once.
    await admin.reload();
    const row = admin.locator(`[data-testid="team-member"][data-email="${email}"]`);
    await row.waitFor();
    expect(await row.getByTestId('member-role').textContent()).toBe('Member');
    await row.getByRole('button', { name: 'Remove Tess Teammate' }).click();
    await row.getByRole('button', { name: 'Yes, remove' }).click();
    await expect
      .poll(() => admin.getByTestId('team-notice').textContent())
      .toBe('Tess Teammate was removed.');
    expect(await admin.getByTestId('seats-used').textContent()).toBe('1');
    await expectLocked(learner, true);
    await adminContext.close();
    await invitee.close();
  });
});
