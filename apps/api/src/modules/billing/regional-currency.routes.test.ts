import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from './testing/billing-test-app';

// The country header as a trusted proxy (10.1.1.1, in TRUSTED_PROXIES) sends it through the web
// forwarder (loopback, inject's default peer) for a client at 198.51.100.7.
const VIA_PROXY = { 'x-forwarded-for': '198.51.100.7, 10.1.1.1' };

describe('currency per region', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp({
      REGIONAL_CURRENCIES: 'GB:GBP:0.8',
      REGIONAL_DISCOUNTS: 'IN:50',
      TRUSTED_PROXIES: ['10.0.0.0/8'],
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('prices, charges and records in the region currency', async () => {
    const plans = (
      await app.browser().get('/api/user/info/subscriptions', { ...VIA_PROXY, 'x-country-code': 'GB' })
    ).json();
    const monthly = plans.plans.find((plan: { plan_code: string }) => plan.plan_code === '200-1-6000');
    expect(monthly).toMatchObject({ currency: 'GBP', list_price: 2320, discounted_price: 2320 });
    const browser = await app.login('learner@example.com');
    const res = await browser.post(
      '/api/checkout/subscription-buy',
      { idempotency_key: newKey(), plan: '200-1-6000', card: GOOD_CARD },
      { ...VIA_PROXY, 'x-country-code': 'GB' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({ currency: 'GBP', amount: 2320 });
    const us = (await app.browser().get('/api/user/info/subscriptions')).json();
    expect(us.plans[1]).toMatchObject({ currency: 'USD' });
  });
});
