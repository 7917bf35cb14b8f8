import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import {
  growthRow,
  landFromPartner,
  PARTNER_SOURCE,
  payWithTestCard,
  SERVER_WAIT,
  signUpInModal,
  today,
} from '../support/growth';
import { loggedIn } from '../support/session';

describe('attribution', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor from a partner link signs up and pays; /staff/growth credits both to that source', async () => {
    const staff = await loggedIn(browser, 'staff@learnbox.dev');
    const before = await growthRow(staff.page, PARTNER_SOURCE);

    // Lands on the home page with UTM parameters and the partner's affiliate id, then browses:
    // the attribution stays.
    const context = await newContext(browser);
    const page = await context.newPage();
    await landFromPartner(page, '/', { source: 'e2e-newsletter', campaign: 'fall' });
    await page.goto('/explore');

    await signUpInModal(page, {
      name: 'Ada Attributed',
      email: `journey-attribution-${Date.now()}@example.com`,
    });
    await payWithTestCard(page);
    await context.close();

    // The staff report: one more sign-up and one more payment from the partner.
    const after = await growthRow(staff.page, PARTNER_SOURCE);
    expect(after.signups).toBe(before.signups + 1);
    expect(after.payments).toBe(before.payments + 1);
    expect(after.paid_cents).toBeGreaterThan(before.paid_cents);
    await staff.page.goto('/staff/growth');
    const table = staff.page.getByTestId('growth-by-source');
    await table.waitFor(SERVER_WAIT);
    const row = table.getByRole('row').filter({ hasText: PARTNER_SOURCE });
    expect(await row.textContent()).toContain(String(after.signups));
    expect(await staff.page.getByTestId('growth-funnel').textContent()).toContain('Paid');
    await staff.page.screenshot({ path: artifactPath('attribution-growth.png'), fullPage: true });

    // A learner finds no such page, and the api has no such report for them.
    const learner = await loggedIn(browser, 'learner@example.com');
    expect((await learner.page.request.get(`/api/staff/growth?from=${today()}&to=${today()}`)).status()).toBe(
      404,
    );
    await learner.page.goto('/staff/growth');
    await learner.page.getByTestId('staff-refused').waitFor(SERVER_WAIT);
    await learner.context.close();
    await staff.context.close();
  });
});
