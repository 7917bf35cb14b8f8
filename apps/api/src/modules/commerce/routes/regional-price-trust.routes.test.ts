import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, FROM_WEB } from '../../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../testing/billing-test-app';
import {
  type Client,
  ClientBrowser,
  checkout,
  nextTrialCard,
  PRICE_PATHS,
  type Priced,
  signUp,
} from '../testing/price-paths';
import { renewOrExpire } from '../use-cases/renew-or-expire';

// The client is in the UK (its address is in the bundled GeoLite2 database) and claims to be in
// India, where prices are halved and paid in rupees.
const UK_CLIENT = '81.2.69.142';
const FORGED = { 'x-country-code': 'IN', 'cf-ipcountry': 'IN' };
const CLIENTS = {
  /** Talks to the api directly, says nothing about its country. */
  honest: { remoteAddress: UK_CLIENT, headers: {} },
  /** Talks to the api directly with forged country headers. */
  forgedDirect: { remoteAddress: UK_CLIENT, headers: FORGED },
  /**
   * Through the web (it proves INTERNAL_PROXY_SECRET, and its address is even in TRUSTED_PROXIES),
   * which passes on a forged header: the web is never the proxy whose country is believed.
   */
  forgedViaWeb: {
    remoteAddress: '10.2.2.2',
    headers: { ...FROM_WEB, 'x-forwarded-for': UK_CLIENT, ...FORGED },
  },
  /** Through a TRUSTED_PROXIES proxy (10.1.1.1) in front of the web that says the client is in India. */
  trustedProxy: {
    remoteAddress: '127.0.0.1',
    headers: { ...FROM_WEB, 'x-forwarded-for': `${UK_CLIENT}, 10.1.1.1`, ...FORGED },
  },
} satisfies Record<string, Client>;

describe('regional prices: the client never chooses its country', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp(
      {
        TRUSTED_PROXIES: ['10.0.0.0/8'],
        REGIONAL_DISCOUNTS: 'IN:50,BR:40',
        REGIONAL_CURRENCIES: 'IN:INR:84,GB:GBP:0.8',
      },
      // Every buyer signs up from the same address.
      { accounts: { rateLimits: { signupPerIp: { max: 10_000, windowMs: 60_000 } } } },
    );
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  async function priceFor(client: Client, path: (typeof PRICE_PATHS)[number]): Promise<Priced> {
    const buyer = new ClientBrowser(app, client);
    if (path.signedIn) await signUp(buyer);
    return path.run(app, buyer);
  }

  it.each(PRICE_PATHS.map((path) => [path.name, path] as const))(
    '%s: a forged country header changes nothing; a trusted proxy header does',
    async (_name, path) => {
      const honest = await priceFor(CLIENTS.honest, path);
      expect(await priceFor(CLIENTS.forgedDirect, path)).toEqual(honest);
      expect(await priceFor(CLIENTS.forgedViaWeb, path)).toEqual(honest);
      const trusted = await priceFor(CLIENTS.trustedProxy, path);
      if (!path.regional) {
        expect(trusted).toEqual(honest);
        return;
      }
      // The honest client's country came from the lookup of its address (GB pays in pounds).
      if (honest.currency !== null) expect(honest.currency).toBe('GBP');
      if (trusted.currency !== null) expect(trusted.currency).toBe('INR');
      expect(trusted).not.toEqual(honest);
    },
    APP_TIMEOUT_MS,
  );

  it('prices a client by the lookup of its address: Brazil 40% off in USD, a private address none', async () => {
    const planIn = async (client: Client) => {
      const body = (await new ClientBrowser(app, client).get('/api/user/info/subscriptions')).json();
      return {
        regional: body.subscription_discount_info.regional_discount_percent,
        annual: body.plans.find((plan: { plan_code: string }) => plan.plan_code === '200-12-6000'),
      };
    };
    const brazil = await planIn({ remoteAddress: '177.0.0.1', headers: FORGED });
    expect(brazil.regional).toBe(40);
    expect(brazil.annual).toMatchObject({ currency: 'USD', discounted_price: 12_528 });
    const local = await planIn({ remoteAddress: '127.0.0.1', headers: FORGED });
    expect(local.regional).toBe(0);
    expect(local.annual).toMatchObject({ currency: 'USD', discounted_price: 20_880 });
  });

  it('upgrades and added seats stay in the region of the term they change, wherever the buyer is now', async () => {
    const inIndia = new ClientBrowser(app, CLIENTS.trustedProxy);
    await signUp(inIndia);
    // Later the same session, from a US address straight to the api (8.8.8.8: no regional price).
    const inUs = new ClientBrowser(app, { remoteAddress: '8.8.8.8', headers: {} });
    const travel = () => {
      for (const [name, value] of inIndia.jar) inUs.jar.set(name, value);
    };
    const monthly = await checkout(inIndia, 'subscription-buy', { plan: '200-1-6000' });
    expect(monthly).toMatchObject({ currency: 'INR', amount: 121_800 });
    travel();
    // 300-12-6000 in India: 46,800 cents * 84 * 0.6 * 0.5 = 1,179,360 paise, less the unused month.
    const upgrade = await checkout(inUs, 'subscription-upgrade', { plan: '300-12-6000' });
    expect(upgrade.currency).toBe('INR');
    expect(upgrade.amount).toBeGreaterThanOrEqual(1_179_360 - 121_800);
    expect(upgrade.amount).toBeLessThanOrEqual(1_179_360 - 121_800 + 10);

    const team = await checkout(inIndia, 'team-subscription-buy', {
      plan: '200-12-6001',
      seats: 2,
      organization_name: 'Region Co',
    });
    expect(team).toMatchObject({ currency: 'INR', amount: 2 * 39_900 * 84 * 0.5 });
    travel();
    const seats = await checkout(inUs, 'team-subscription-seats-purchase', {
      organization_id: team.organization_id,
      seats: 1,
    });
    expect(seats.currency).toBe('INR');
    expect(seats.amount).toBeLessThanOrEqual(39_900 * 84 * 0.5);
    expect(seats.amount).toBeGreaterThan(39_900 * 84 * 0.5 * 0.99);
  });

  // Last: it moves the billing clock.
  it('renewals (a trial onto its plan) charge the region of the purchase, never a forged one', async () => {
    const buyers = new Map<string, ClientBrowser>();
    for (const [name, client] of Object.entries(CLIENTS)) {
      const buyer = new ClientBrowser(app, client);
      await signUp(buyer);
      await checkout(buyer, 'b2c-trial-avail', { plan: '200-1-6000', card: nextTrialCard() });
      buyers.set(name, buyer);
    }
    app.travel(8);
    await renewOrExpire(app.commerce);
    const renewal = async (name: string) => {
      const { transactions } = (await (buyers.get(name) as ClientBrowser).get('/api/transactions')).json();
      const txn = transactions.find((row: { checkout_type: string }) => row.checkout_type === 'renewal');
      return { amount: txn?.amount, currency: txn?.currency, discounts: txn?.discounts_info };
    };
    const honest = await renewal('honest');
    expect(honest).toMatchObject({ amount: 2320, currency: 'GBP' });
    expect(await renewal('forgedDirect')).toEqual(honest);
    expect(await renewal('forgedViaWeb')).toEqual(honest);
    expect(await renewal('trustedProxy')).toMatchObject({ amount: 121_800, currency: 'INR' });
  });
});
