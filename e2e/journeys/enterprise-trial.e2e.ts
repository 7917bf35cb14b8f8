import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';

/** The newest mail of a kind to an address, opened from /dev/mailbox like a person would. */
async function openMailLink(page: Page, to: string, kind: string): Promise<void> {
  await page.goto('/dev/mailbox');
  const message = page.locator(`[data-testid="mail-message"][data-to="${to}"][data-kind="${kind}"]`).first();
  await message.waitFor({ timeout: 15_000 });
  await message.getByTestId('mail-link').first().click();
}

describe('enterprise trial', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor asks for a trial on /business, opens the mail, creates the organization and invites a colleague', async () => {
    const email = `cto-${Date.now()}@trial.example`;
    const context = await newContext(browser);
    const page = await context.newPage();

    // /business: work e-mail and company; the same sentence whoever asks.
    await page.goto('/business');
    await page.getByTestId('trial-request-email').fill(email);
    await page.getByTestId('trial-request-company').fill('Journey Labs');
    await page.getByTestId('trial-request-submit').click();
    await page.getByTestId('trial-request-sent').waitFor();
    expect(await page.getByTestId('trial-request-sent').textContent()).toMatch(/link is on its way/);

    // The mailed link: the company is shown and prefilled; a new address signs up right here.
    await openMailLink(page, email, 'enterprise-trial');
    await page.waitForURL('**/enterprise-trial/*');
    await page.getByTestId('enterprise-trial-form').waitFor();
    expect(await page.getByTestId('enterprise-trial-org-name').inputValue()).toBe('Journey Labs');
    await page.getByTestId('enterprise-trial-org-name').fill('Journey Labs Engineering');
    await page.getByTestId('enterprise-trial-full-name').fill('Casey Cto');
    await page.getByTestId('enterprise-trial-password').fill('journey trial password 1');
    await page.screenshot({ path: artifactPath('enterprise-trial-link.png'), fullPage: true });
    await page.getByTestId('enterprise-trial-submit').click();

    // The dashboard of the new organization, with its admin holding one of the trial's seats.
    await page.waitForURL('**/enterprise-dashboard');
    await page.getByTestId('team-seats').waitFor();
    expect(await page.getByTestId('seats-paid').textContent()).toBe('5');
    expect(await page.getByTestId('seats-used').textContent()).toBe('1');
    await page.getByRole('heading', { name: 'Journey Labs Engineering' }).waitFor();
    await page.getByTestId('team-buy-seats').waitFor();
    await page.screenshot({ path: artifactPath('enterprise-trial-dashboard.png'), fullPage: true });

    // The admin invites an address without an account: its mail leads to a sign-up that joins.
    const colleague = `dev-${Date.now()}@trial.example`;
    await page.getByLabel('E-mail addresses').fill(colleague);
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByTestId('invite-done').waitFor();
    const invitedContext = await newContext(browser);
    const invited = await invitedContext.newPage();
    await openMailLink(invited, colleague, 'team-invitation');
    await invited.waitForURL('**/signup-and-reset-password/*');
    await invited.getByRole('heading', { name: 'Join Journey Labs Engineering' }).waitFor();
    await invited.getByTestId('invitation-signup-name').fill('Dana Dev');
    await invited.getByTestId('invitation-signup-password').fill('journey colleague password 1');
    await invited.getByTestId('invitation-signup-submit').click();
    await invited.waitForURL((url) => url.pathname === '/');
    await invited.getByTestId('header-user-menu').waitFor();
    await invitedContext.close();
    await page.reload();
    await expect.poll(() => page.getByTestId('seats-used').textContent()).toBe('2');

    // The link worked once: opening it again says so.
    await page.goBack();
    await page.reload();
    await page.getByTestId('enterprise-entry-error').waitFor();
    expect(await page.getByTestId('enterprise-entry-error').textContent()).toMatch(/already used/);

    // A mangled link says what is wrong with it.
    await page.goto('/enterprise-signup/some-token');
    await page.getByTestId('enterprise-entry-error').waitFor();
    expect(await page.getByTestId('enterprise-entry-error').textContent()).toMatch(/link is incomplete/);
    await context.close();
  });
});
