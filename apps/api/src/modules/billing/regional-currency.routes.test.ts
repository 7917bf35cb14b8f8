import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, FROM_WEB } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from './testing/billing-test-app';

describe('currency per region', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp({ REGIONAL_CURRENCIES: 'GB:GBP:0.8', REGIONAL_DISCOUNTS: 'IN:50' });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('prices, charges and records in the region currency', async () => {
    const plans = (
      await app.browser().get('/api/user/info/subscriptions', { 'x-country-code': 'GB', ...FROM_WEB })
    ).json();
    const monthly = plans.plans.find((plan: { plan_code: string }) => plan.plan_code === '200-1-6000');
    expect(monthly).toMatchObject({ currency: 'GBP', list_price: 2320, discounted_price: 2320 });
    const browser = await app.login('learner@example.com');
    const res = await browser.post(
      '/api/checkout/subscription-buy',
      { idempotency_key: newKey(), plan: '200-1-6000', card: GOOD_CARD },
      { 'x-country-code': 'GB', ...FROM_WEB },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({ currency: 'GBP', amount: 2320 });
    const us = (await app.browser().get('/api/user/info/subscriptions')).json();
    expect(us.plans[1]).toMatchObject({ currency: 'USD' });
  });

  it('believes a country only from the web or a trusted proxy, never from a direct caller', async () => {
    // DESIGN section 9: nothing the client sends decides a price. The web drops a browser's own
    // country headers (server.mjs); a caller reaching the api directly, from loopback or not, is not believed.
    const unclaimed = (await app.inject({ method: 'GET', url: '/api/user/info/subscriptions' })).json();
    for (const remoteAddress of ['127.0.0.1', '203.0.113.8']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/user/info/subscriptions',
        remoteAddress,
        headers: { 'x-country-code': 'GB', 'cf-ipcountry': 'IN' },
      });
      expect(res.json(), remoteAddress).toEqual(unclaimed);
      expect(unclaimed.plans[1]).toMatchObject({ currency: 'USD' });
    }
  });
});
