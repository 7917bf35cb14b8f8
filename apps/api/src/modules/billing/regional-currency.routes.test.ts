import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from './testing/billing-test-app';

describe('currency per region', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp({ REGIONAL_CURRENCIES: 'GB:GBP:0.8', REGIONAL_DISCOUNTS: 'IN:50' });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('prices, charges and records in the region currency', async () => {
    const plans = (
      await app.browser().get('/api/user/info/subscriptions', { 'x-country-code': 'GB' })
    ).json();
    const monthly = plans.plans.find((plan: { plan_code: string }) => plan.plan_code === '200-1-6000');
    expect(monthly).toMatchObject({ currency: 'GBP', list_price: 2320, discounted_price: 2320 });
    const browser = await app.login('learner@example.com');
    const res = await browser.post(
      '/api/checkout/subscription-buy',
      { idempotency_key: newKey(), plan: '200-1-6000', card: GOOD_CARD },
      { 'x-country-code': 'GB' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({ currency: 'GBP', amount: 2320 });
    const us = (await app.browser().get('/api/user/info/subscriptions')).json();
    expect(us.plans[1]).toMatchObject({ currency: 'USD' });
  });
});
