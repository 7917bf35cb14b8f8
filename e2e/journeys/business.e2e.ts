import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';
import { contactSpecialist, findMail, mailMessage } from '../support/enterprise';

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
    await contactSpecialist(page, {
      name: 'Grace Hopper',
      email: 'grace@journey.example',
      company,
      seats: 25,
    });

    await page.goto('/dev/mailbox');
    const mail = mailMessage(page, 'sales-lead', { hasText: company });
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

    const mail = await findMail(page, to, 'recruiting-cost');
    expect(await mail.textContent()).toContain('Recruiting cost a year: $106,200');
    await context.close();
  });
});
