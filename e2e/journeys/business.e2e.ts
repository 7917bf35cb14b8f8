import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';

describe('the way in for companies', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor reads /business, prices seats, contacts a specialist, and sales gets the mail', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/business');
    await page.getByTestId('seat-calculator').waitFor();
    await page.getByTestId('seat-calculator-seats').fill('12');
    await expect
      .poll(() => page.getByTestId('seat-calculator-result').textContent())
      .toMatch(/^12 seats: \$/);

    const company = `Journey Labs ${Date.now()}`;
    await page.getByRole('button', { name: 'Talk to a specialist' }).click();
    const modal = page.getByTestId('modal-ContactSpecialistModal');
    await modal.getByLabel('Name').fill('Grace Hopper');
    await modal.getByLabel('Work e-mail').fill('grace@journey.example');
    await modal.getByLabel('Company').fill(company);
    await modal.getByLabel('Developers who would learn (seats)').fill('25');
    await modal.getByTestId('contact-specialist-submit').click();
    expect(await modal.getByTestId('contact-specialist-sent').textContent()).toContain(
      'A specialist will e-mail you',
    );

    await page.goto('/dev/mailbox');
    const mail = page
      .locator('[data-testid="mail-message"][data-kind="sales-lead"]', { hasText: company })
      .first();
    await mail.waitFor();
    expect(await mail.getAttribute('data-to')).toBe('sales@learnbox.dev');
    await context.close();
  });

  it('the recruiting cost estimate is mailed to the visitor', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/business');
    await page.getByLabel('Engineers you hire a year').fill('4');
    await expect.poll(() => page.getByTestId('recruiting-cost-result').textContent()).toContain('$106,200');
    await page.getByRole('button', { name: 'E-mail me this estimate' }).click();
    const modal = page.getByTestId('modal-RecruitingCostCalculatorUserForm');
    await modal.getByLabel('Name').fill('Ann');
    const to = `ann-${Date.now()}@journey.example`;
    await modal.getByLabel('E-mail').fill(to);
    await modal.getByTestId('recruiting-cost-submit').click();
    await modal.getByTestId('recruiting-cost-sent').waitFor();

    await page.goto('/dev/mailbox');
    const mail = page.locator(`[data-testid="mail-message"][data-to="${to}"][data-kind="recruiting-cost"]`);
    await mail.waitFor();
    expect(await mail.textContent()).toContain('Recruiting cost a year: $106,200');
    await context.close();
  });
});
