import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import {
  createTrialOrganization,
  inviteMembers,
  requestTrial,
  signUpFromInvitation,
} from '../support/enterprise';

describe('enterprise trial', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor asks for a trial on /business, opens the mail, creates the organization and invites a colleague', async () => {
    const admin = {
      email: `cto-${Date.now()}@trial.example`,
      company: 'Journey Labs',
      orgName: 'Journey Labs Engineering',
      fullName: 'Casey Cto',
      password: 'journey trial password 1',
    };
    const context = await newContext(browser);
    const page = await context.newPage();

    // /business: work e-mail and company; the same sentence whoever asks.
    await page.goto('/business');
    await requestTrial(page, admin.email, admin.company);

    // The mailed link: the company is shown and prefilled; a new address signs up right here.
    await createTrialOrganization(page, admin, async () => {
      await page.screenshot({ path: artifactPath('enterprise-trial-link.png'), fullPage: true });
    });

    // The dashboard of the new organization, with its admin holding one of the trial's seats.
    await page.getByTestId('team-seats').waitFor();
    expect(await page.getByTestId('seats-paid').textContent()).toBe('5');
    expect(await page.getByTestId('seats-used').textContent()).toBe('1');
    await page.getByTestId('team-buy-seats').waitFor();
    await page.screenshot({ path: artifactPath('enterprise-trial-dashboard.png'), fullPage: true });

    // The admin invites an address without an account: its mail leads to a sign-up that joins.
    const colleague = `dev-${Date.now()}@trial.example`;
    await inviteMembers(page, [colleague]);
    const invited = await signUpFromInvitation(browser, {
      email: colleague,
      orgName: admin.orgName,
      fullName: 'Dana Dev',
      password: 'journey colleague password 1',
    });
    await invited.context.close();
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
