import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser } from '../support/browser';
import { freshSubscriber, loggedIn } from '../support/session';

async function fillCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

describe('buying for a team', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the total shown for 3 seats is the amount charged; an empty team name is marked with a sentence', async () => {
    // A buyer of its own: a team seat would change a shared demo account's plan and banner.
    const { context, page } = await freshSubscriber(browser);
    await page.goto('/checkout/team-subscription-buy?plan=300-12-6001');
    await page.getByLabel('Seats').fill('3');
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toContain('$1,497.00');
    expect(await page.getByTestId('checkout-summary').textContent()).toContain('Team Premium, annual');
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByTestId('field-error-organization_name').waitFor();
    expect(await page.getByTestId('field-error-organization_name').textContent()).toBe(
      'Enter the name of your team or company.',
    );
    expect(await page.getByLabel('Team or company name').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: artifactPath('team-checkout-name-missing.png') });
    await page.getByLabel('Team or company name').fill('Three Seat Co');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByTestId('order-confirmation').waitFor();
    expect(await page.getByTestId('order-amount').textContent()).toBe('$1,497.00');
    await context.close();
  });

  it('the seeded Acme admin has live seats, buys more for Acme instead of a second Acme, and the member reads', async () => {
    const { context, page } = await loggedIn(browser, 'admin@example.com');
    await page.goto('/enterprise-dashboard');
    await page.getByTestId('team-seats').waitFor();
    expect(await page.getByTestId('seats-paid').textContent()).toBe('5');
    // The seed's admin and member hold two; journeys before this one may have added people.
    expect(Number(await page.getByTestId('seats-used').textContent())).toBeGreaterThanOrEqual(2);

    // Buying an enterprise plan again points at adding seats to the organization they run.
    await page.goto('/checkout/enterprise-subscription-buy?plan=300-12-6003');
    await page.getByTestId('checkout-existing-team').waitFor();
    await page.getByRole('link', { name: 'Add seats to Acme Engineering' }).click();
    await page.waitForURL('**/checkout/enterprise-seats-purchase?organization=org_acme');
    await page.getByLabel('Seats').fill('2');
    // Pay waits until the total shown is the one for two seats.
    await expect.poll(() => page.getByRole('button', { name: 'Pay now' }).isEnabled()).toBe(true);
    const shown = (await page.getByTestId('checkout-total').textContent())?.replace(/^Total/, '');
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByTestId('order-confirmation').waitFor();
    expect(await page.getByTestId('order-amount').textContent()).toBe(shown);

    await page.goto('/enterprise-dashboard');
    await page.getByTestId('team-seats').waitFor();
    await expect.poll(() => page.getByTestId('seats-paid').textContent()).toBe('7');
    expect(await page.getByTestId('team-buy-seats').isVisible()).toBe(true);
    await page.screenshot({ path: artifactPath('team-acme-dashboard.png'), fullPage: true });
    await context.close();

    const member = await loggedIn(browser, 'member@example.com');
    await member.page.goto('/courses/bash-essentials/loops');
    await member.page.getByTestId('lesson-title').waitFor();
    expect(await member.page.getByTestId('lesson-lock').count()).toBe(0);
    await member.context.close();
  });
});
