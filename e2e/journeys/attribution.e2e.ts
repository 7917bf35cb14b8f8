import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import { loggedIn } from '../support/session';

/** The seed's partner affiliate (packages/db seed "affiliates"). */
const PARTNER = { id: 42, name: 'DevNewsletter' };
const SOURCE = `affiliate:${PARTNER.name}`;
const today = () => new Date().toISOString().slice(0, 10);

interface SourceRow {
  source: string;
  signups: number;
  payments: number;
  paid_cents: number;
}

/** The staff report's row for our source, read the way the page reads it. */
async function partnerRow(page: Page): Promise<SourceRow> {
  const res = await page.request.get(`/api/staff/growth?from=${today()}&to=${today()}`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { by_source: SourceRow[] };
  return (
    body.by_source.find((row) => row.source === SOURCE) ?? {
      source: SOURCE,
      signups: 0,
      payments: 0,
      paid_cents: 0,
    }
  );
}

describe('attribution', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor from a partner link signs up and pays; /staff/growth credits both to that source', async () => {
    const staff = await loggedIn(browser, 'staff@learnbox.dev');
    const before = await partnerRow(staff.page);

    // Lands on the home page with UTM parameters and the partner's affiliate id.
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/?utm_source=e2e-newsletter&utm_campaign=fall&aff_id=${PARTNER.id}`);
    // The landing is captured: the api named the affiliate, the browser keeps it (spec section 3).
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('learnbox:attribution') ?? '{}')))
      .toMatchObject({
        utm_source: 'e2e-newsletter',
        initial_utm_source: 'e2e-newsletter',
        affiliate: String(PARTNER.id),
        affiliate_name: PARTNER.name,
      });
    // Then browses: the attribution stays.
    await page.goto('/explore');

    const email = `journey-attribution-${Date.now()}@example.com`;
    await page.getByTestId('header-signup').click();
    const signup = page.getByTestId('modal-Signup');
    await signup.getByTestId('signup-name').fill('Ada Attributed');
    await signup.getByTestId('signup-email').fill(email);
    await signup.getByTestId('signup-password').fill('journey password 1');
    await signup.getByTestId('signup-submit').click();
    await page.getByTestId('header-user-menu').waitFor();

    await page.goto('/checkout/subscription-buy?plan=200-1-6000');
    await page.getByTestId('checkout-total').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL('**/order-confirmation?**');
    await page.getByTestId('order-confirmation').waitFor();
    await context.close();

    // The staff report: one more sign-up and one more payment from the partner.
    const after = await partnerRow(staff.page);
    expect(after.signups).toBe(before.signups + 1);
    expect(after.payments).toBe(before.payments + 1);
    expect(after.paid_cents).toBeGreaterThan(before.paid_cents);
    await staff.page.goto('/staff/growth');
    const table = staff.page.getByTestId('growth-by-source');
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: SOURCE });
    expect(await row.textContent()).toContain(String(after.signups));
    expect(await staff.page.getByTestId('growth-funnel').textContent()).toContain('Paid');
    await staff.page.screenshot({ path: artifactPath('attribution-growth.png'), fullPage: true });

    // A learner finds no such page, and the api has no such report for them.
    const learner = await loggedIn(browser, 'learner@example.com');
    expect((await learner.page.request.get(`/api/staff/growth?from=${today()}&to=${today()}`)).status()).toBe(
      404,
    );
    await learner.page.goto('/staff/growth');
    await learner.page.getByTestId('staff-refused').waitFor();
    await learner.context.close();
    await staff.context.close();
  });
});
