import { billingPlans, eq } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../../auth/testing/accounts-test-app';
import { runCommerceJobsOnce } from '../jobs/commerce-jobs';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from '../testing/billing-test-app';

describe('billing reads, quick buy, webhook, jobs', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('lists the seeded catalogue to a visitor with the plan shape of spec section 3', async () => {
    const res = await app
      .browser()
      .get('/api/user/info/subscriptions?return_complete_response=true&encoded_affiliate_id=x');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const codes = body.plans.map((plan: { plan_code: string }) => plan.plan_code);
    for (const code of [
      '200-1-6000',
      '200-12-6000',
      '200-24-6000',
      '300-12-6000',
      '400-24-6000',
      '200-12-6001',
      '300-12-6003',
    ])
      expect(codes).toContain(code);
    const biennial = body.plans.find((plan: { plan_code: string }) => plan.plan_code === '400-24-6000');
    expect(biennial).toMatchObject({
      feature_set_type: 400,
      validity_months: 24,
      subscription_plan_type: 6000,
      list_price: 141_600,
      discounted_price: 70_800,
      discounted_price_before_regional: 70_800,
      monthly_discounted_price: 2950,
      discount_percent: 50,
      special_discount_available: false,
      is_user_subscribed: false,
    });
    expect(body.best_discount_percent).toBe(50);
    expect(body.current_plan_code).toBeNull();
  });

  it('a special discount edited by staff in the database shows on the plan', async () => {
    await app.deps.db
      .update(billingPlans)
      .set({ specialDiscountPercent: 10, specialDiscountEndsAt: new Date(Date.now() + 3600_000) })
      .where(eq(billingPlans.code, '300-12-6000'));
    const body = (await app.browser().get('/api/user/info/subscriptions')).json();
    const plan = body.plans.find((item: { plan_code: string }) => item.plan_code === '300-12-6000');
    expect(plan).toMatchObject({
      special_discount_available: true,
      special_discount: 10,
      discounted_price: 25_272,
    });
    expect(plan.discounts_info.map((item: { id: string }) => item.id)).toEqual([
      'plan_discount',
      'special_discount',
    ]);
    expect(body.best_discount_percent).toBe(50);
  });

  it('the seeded subscriber holds 200-12-6000, consistent with its entitlement', async () => {
    const browser = await app.login('subscriber@example.com');
    const body = (await browser.get('/api/user/info/subscriptions')).json();
    expect(body.current_plan_code).toBe('200-12-6000');
    const current = (await browser.get('/api/billing/subscription')).json().subscription;
    const mine = (await browser.get('/api/entitlements/mine')).json();
    expect(current.expires_at).toBe(mine.subscription.expires_at);
  });

  it('logged-out reads answer 401', async () => {
    for (const url of [
      '/api/transactions',
      '/api/is-payment-method-going-to-expire',
      '/api/user/credit-on-gift-info',
      '/api/subscription/reactivation-discount-info',
    ])
      expect((await app.browser().get(url)).statusCode).toBe(401);
  });

  it('quick buy charges the saved card; a card expiring within 30 days is reported', async () => {
    const browser = await app.login('learner@example.com');
    const noCard = await browser.post('/api/checkout/subscription-quick-buy', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
    });
    expect(noCard.json().errorText).toBe('Enter your card details.');
    const soon = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    const expiring = { ...GOOD_CARD, exp_month: soon.getUTCMonth() + 1, exp_year: soon.getUTCFullYear() };
    const trial = await browser.post('/api/checkout/b2c-trial-avail', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      card: expiring,
    });
    expect(trial.statusCode, trial.body).toBe(200);
    const check = (await browser.get('/api/is-payment-method-going-to-expire')).json();
    // Within 30 days unless the month ends more than 30 days from now.
    const end = Date.UTC(soon.getUTCFullYear(), soon.getUTCMonth() + 1, 1);
    expect(check.is_going_to_expire).toBe(end - Date.now() <= 30 * 24 * 3600 * 1000);
    expect(check.last4).toBe('4242');
    const quick = await browser.post('/api/checkout/subscription-quick-buy', {
      idempotency_key: newKey(),
      plan: '300-1-6000',
    });
    expect(quick.statusCode, quick.body).toBe(200);
    expect(quick.json().transaction.card_last4).toBe('4242');
    expect((await browser.get('/api/user/info')).json()).toMatchObject({
      has_active_b2c_trial: false,
      is_premium_user: true,
    });
  });

  it('the Stripe webhook is off without a secret and refuses a bad signature', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });

  it('one pass of the jobs runs without error', async () => {
    await expect(runCommerceJobsOnce(app.commerce, 0)).resolves.toMatchObject({ gifts: expect.any(Number) });
  });
});
