import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import { loggedIn } from '../support/session';

const CARD = { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123' };

async function fillCard(page: Page, number = CARD.number): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(CARD.exp);
  await page.getByLabel('CVC').fill(CARD.cvc);
}

async function pay(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Pay now|Start free trial/ }).click();
  await page.waitForURL('**/order-confirmation?**');
  await page.getByTestId('order-confirmation').waitFor();
}

describe('billing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a declined card shows the reason and charges nothing; 4242 buys a monthly plan shown on /transactions', async () => {
    const { context, page } = await loggedIn(browser, 'learner@example.com');
    // The promotional banner: the real best discount on content pages, never on checkout.
    await page.goto('/');
    await page.getByTestId('promo-banner').waitFor();
    expect(await page.getByTestId('promo-banner-text').textContent()).toBe('Get 50% off for life!');
    // The offer the banner names is the one the plans page shows.
    await page.getByTestId('promo-banner').getByRole('link').click();
    await page.waitForURL('**/unlimited');
    expect(await page.getByTestId('best-discount').textContent()).toBe('Get 50% off for life!');
    // Each plan says what it unlocks, from the rules that enforce it.
    expect(await page.getByTestId('plan-300-12-6000').textContent()).toContain('no proxy in between');
    expect(await page.getByTestId('plan-200-12-6000').textContent()).not.toContain('no proxy in between');
    await page.goto('/unlimited');
    await page.getByRole('button', { name: 'Monthly' }).click();
    await page.getByTestId('plan-200-1-6000').getByRole('link', { name: 'Get Standard' }).click();
    await page.waitForURL('**/checkout/subscription-buy?plan=200-1-6000');
    await page.getByTestId('checkout-total').waitFor();
    expect(await page.getByTestId('promo-banner').count()).toBe(0);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay now' }).click();
    expect(await page.getByTestId('checkout-error').textContent()).toBe('Your card was declined.');
    await page.screenshot({ path: artifactPath('billing-declined.png') });
    await fillCard(page);
    await pay(page);
    expect(await page.getByTestId('order-amount').textContent()).toBe('$29.00');
    await page.getByRole('link', { name: 'See your transactions' }).click();
    await page.waitForURL('**/transactions');
    const rows = page.getByTestId('transaction-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('Paid');
    expect(await rows.nth(0).textContent()).toContain('Standard, monthly');
    expect(await rows.nth(0).textContent()).not.toMatch(/subscription-buy|200-1-6000/);
    expect(await rows.nth(1).textContent()).toContain('Your card was declined.');
    expect(await rows.nth(1).textContent()).toContain('Failed');
    await page.screenshot({ path: artifactPath('billing-transactions.png') });
    const cookies = await context.cookies();
    await page.goto('/');
    expect(
      (await context.cookies()).find((cookie) => cookie.name === 'subscribed')?.value ?? cookies.length,
    ).toBe('true');
    await context.close();
  });

  it('a site coupon from the URL shows on the banner; an unknown one is cleared', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/?coupon=WELCOME15');
    await page.getByTestId('promo-banner').waitFor();
    await expect
      .poll(() => page.getByTestId('promo-banner-text').textContent())
      .toBe('Use code WELCOME15: Get 15% off for life!');
    await page.goto('/?coupon=BOGUS');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('site_coupon'))).toBeNull();
    expect(await page.getByTestId('promo-banner-text').textContent()).toBe('Get 50% off for life!');
    await context.close();
  });

  it('the banner box is server-rendered at its final height, fills in place, and stays closed for the session', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The box is in the server's HTML, so nothing below it moves when its content arrives.
    expect(await (await page.request.get('/')).text()).toContain('data-testid="promo-banner"');
    let release = () => {};
    const plansHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/user\/info\/subscriptions\b/, async (route) => {
      await plansHeld;
      await route.continue();
    });
    await page.goto('/');
    const banner = page.getByTestId('promo-banner');
    const main = page.locator('main');
    const emptyHeight = (await banner.boundingBox())?.height;
    const mainTop = (await main.boundingBox())?.y;
    expect(await page.getByTestId('promo-banner-text').count()).toBe(0);
    release();
    await page.getByTestId('promo-banner-text').waitFor();
    expect((await banner.boundingBox())?.height).toBe(emptyHeight);
    expect((await main.boundingBox())?.y).toBe(mainTop);
    // One line on a narrow screen too: the text truncates, the full wording stays in the title.
    await page.setViewportSize({ width: 320, height: 640 });
    expect((await banner.boundingBox())?.height).toBe(emptyHeight);
    expect(await page.getByTestId('promo-banner-text').getAttribute('title')).toBe('Get 50% off for life!');
    await page.getByRole('button', { name: 'Close offer' }).click();
    expect(await banner.count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'promo_banner_closed');
    // A session cookie (expires -1), like the sessionStorage flag it replaces.
    expect(cookie).toMatchObject({ value: 'true', expires: -1, path: '/', sameSite: 'Lax' });
    expect(await (await page.request.get('/')).text()).not.toContain('data-testid="promo-banner"');
    await page.reload();
    await page.locator('main').waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('the banner box collapses when the plans cannot be loaded', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route(/\/api\/user\/info\/subscriptions\b/, (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await page.goto('/');
    await expect.poll(() => page.getByTestId('promo-banner').count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it('upgrades monthly to annual from the plans page', async () => {
    const { context, page } = await loggedIn(browser, 'learner@example.com');
    await page.goto('/unlimited');
    await page.getByRole('button', { name: 'Annual' }).click();
    await page
      .getByTestId('plan-200-12-6000')
      .getByRole('link', { name: 'Switch to Standard, annual' })
      .click();
    await page.waitForURL('**/checkout/subscription-upgrade?plan=200-12-6000&monthly_to_annual=true');
    await page.getByTestId('checkout-total').waitFor();
    await pay(page);
    expect(await page.getByTestId('line-items').textContent()).toContain('Proration credit');
    await context.close();
  });

  it('applies a coupon and sees the line items', async () => {
    const { context, page } = await loggedIn(browser, 'author@example.com');
    await page.goto('/checkout/subscription-buy?plan=200-12-6000');
    await page.getByTestId('checkout-total').waitFor();
    await page.getByLabel('Coupon').fill('SAVE20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('coupon-applied').waitFor();
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toContain('$167.04');
    expect(await page.getByTestId('line-items').textContent()).toContain('Coupon');
    await fillCard(page);
    await pay(page);
    expect(await page.getByTestId('order-amount').textContent()).toBe('$167.04');
    await page.screenshot({ path: artifactPath('billing-coupon.png') });
    await context.close();
  });

  it('gifts a plan and the recipient redeems it', async () => {
    const giver = await loggedIn(browser, 'author@example.com');
    await giver.page.goto('/checkout/subscription-gift?plan=200-1-6000');
    await giver.page.getByLabel('Recipient e-mail').fill('member@example.com');
    await giver.page.getByLabel('Message').fill('Enjoy!');
    await fillCard(giver.page);
    await pay(giver.page);
    await giver.context.close();

    const { context, page } = await loggedIn(browser, 'member@example.com');
    await page.goto('/dev/mailbox');
    const mail = page
      .locator('[data-testid="mail-message"][data-to="member@example.com"][data-kind="gift"]')
      .first();
    await mail.waitFor({ timeout: 15_000 });
    const link = (await mail.getByTestId('mail-link').first().getAttribute('href')) as string;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: 'Redeem' }).click();
    expect(await page.getByTestId('redeem-result').textContent()).toContain('Your gift is redeemed');
    await context.close();
  });

  it('starts a free trial and cancels it', async () => {
    const { context, page } = await loggedIn(browser, 'staff@learnbox.dev');
    await page.goto('/unlimited');
    await page.getByRole('button', { name: 'Monthly' }).click();
    await page
      .getByTestId('plan-300-1-6000')
      .getByRole('link', { name: /free trial/ })
      .click();
    await page.waitForURL('**/checkout/b2c-trial-avail?plan=300-1-6000');
    await fillCard(page, '5555 5555 5555 4444');
    await pay(page);
    expect(await page.getByTestId('order-amount').textContent()).toBe('$0.00');
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Cancel trial' }).click();
    expect(await page.getByTestId('billing-notice').textContent()).toBe('Your free trial is cancelled.');
    const info = await (await page.request.get('/api/user/info')).json();
    expect(info).toMatchObject({ has_active_b2c_trial: false, has_availed_b2c_trial: true });
    await context.close();
  });

  it('buys a team plan, then more seats', async () => {
    const { context, page } = await loggedIn(browser, 'admin@example.com');
    await page.goto('/unlimited');
    await page.getByTestId('plan-200-12-6000').waitFor();
    await page.screenshot({ path: artifactPath('billing-unlimited-admin.png'), fullPage: true });
    await page.getByTestId('plan-200-12-6001').getByRole('link').click();
    await page.waitForURL('**/checkout/team-subscription-buy?plan=200-12-6001');
    await page.getByLabel('Team or company name').fill('Journey Team');
    await page.getByLabel('Seats').fill('3');
    await fillCard(page);
    await pay(page);
    expect(await page.getByTestId('order-amount').textContent()).toBe('$1,197.00');
    await page.goto('/checkout/team-subscription-seats-purchase');
    await page.getByLabel('Organization').selectOption({ label: 'Journey Team' });
    await page.getByLabel('Seats').fill('2');
    await pay(page);
    const info = await (await page.request.get('/api/user/info')).json();
    expect(info.is_team_buy_admin).toBe(true);
    await context.close();
  });

  it('a logged-out visitor signs up inside checkout and buys for the company', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/checkout/loggedout-enterprise-purchase?plan=300-12-6003');
    await page.getByLabel('Full name').fill('Journey Buyer');
    await page.getByLabel('Work e-mail').fill(`buyer-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Team or company name').fill('Journey Corp');
    await page.getByLabel('Seats').fill('5');
    await fillCard(page);
    await pay(page);
    expect(await page.getByTestId('order-amount').textContent()).toBe('$2,995.00');
    const info = await (await page.request.get('/api/user/info')).json();
    expect(info.organizations[0]).toMatchObject({ name: 'Journey Corp', is_admin: true });
    await context.close();
  });

  it('buys a single course and reads its priced lesson', async () => {
    const { context, page } = await loggedIn(browser, 'owner@example.com');
    await page.goto('/courses/modern-javascript/functions-and-closures');
    await page.getByTestId('lock-buy').click();
    await page.waitForURL('**/checkout/course-purchase?course=crs-modern-javascript');
    await page
      .getByTestId('checkout-course')
      .waitFor()
      .catch(async (error) => {
        await page.screenshot({ path: artifactPath('billing-course-checkout-failed.png'), fullPage: true });
        throw error;
      });
    await fillCard(page);
    await pay(page);
    expect(await page.getByTestId('order-amount').textContent()).toBe('$39.00');
    await page.goto('/courses/modern-javascript/functions-and-closures');
    await page.getByTestId('lesson-title').waitFor();
    expect(await page.getByTestId('lesson-lock').count()).toBe(0);
    await context.close();
  });
});
