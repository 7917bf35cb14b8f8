import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, FROM_WEB } from '../../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from '../testing/billing-test-app';

// The country header as a trusted proxy (10.1.1.1, in TRUSTED_PROXIES) sends it through the web
// (loopback, inject's default peer, proving INTERNAL_PROXY_SECRET) for a client at 198.51.100.7.
const VIA_PROXY = { ...FROM_WEB, 'x-forwarded-for': '198.51.100.7, 10.1.1.1' };

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

  it('believes a country only from a trusted proxy: never a direct caller, never the web alone', async () => {
    // DESIGN section 9: nothing the client sends decides a price (commerce/pricing/country-resolver.ts).
    const subscriptions = async (remoteAddress: string, headers: Record<string, string>) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/user/info/subscriptions',
          remoteAddress,
          headers: { ...headers, 'x-country-code': 'GB', 'cf-ipcountry': 'IN' },
        })
      ).json();
    const unclaimed = (await app.inject({ method: 'GET', url: '/api/user/info/subscriptions' })).json();
    expect(unclaimed.plans[1]).toMatchObject({ currency: 'USD' });
    // A caller reaching the api directly, from loopback or not, even naming a proxy in X-Forwarded-For.
    for (const remoteAddress of ['127.0.0.1', '203.0.113.8'])
      expect(await subscriptions(remoteAddress, { 'x-forwarded-for': '10.1.1.1' }), remoteAddress).toEqual(
        unclaimed,
      );
    // The web proves its secret, but a country it passes on for a client that reached it directly
    // is not believed (the web drops such headers; this is the api's own check).
    expect(await subscriptions('127.0.0.1', { ...FROM_WEB, 'x-forwarded-for': '198.51.100.7' })).toEqual(
      unclaimed,
    );
    // A configured proxy, in front of the web or talking to the api itself, is believed.
    expect((await subscriptions('127.0.0.1', VIA_PROXY)).plans[1]).toMatchObject({ currency: 'GBP' });
    expect((await subscriptions('10.1.1.1', { 'x-forwarded-for': '198.51.100.7' })).plans[1]).toMatchObject({
      currency: 'GBP',
    });
  });
});
