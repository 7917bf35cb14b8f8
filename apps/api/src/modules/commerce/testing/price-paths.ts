import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppInstance } from '../../../platform/http/app-instance';
import { TestBrowser } from '../../auth/testing/accounts-test-app';
import { type BillingTestApp, GOOD_CARD, newKey } from './billing-test-app';

/** Where a request comes from: the api's socket peer and the headers that peer sends. */
export interface Client {
  remoteAddress: string;
  headers: Record<string, string>;
}

/** A browser whose every request comes from one client (address and extra headers). */
export class ClientBrowser extends TestBrowser {
  constructor(
    app: AppInstance,
    private readonly client: Client,
  ) {
    super(app);
  }

  override request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    return super.request({
      ...options,
      remoteAddress: this.client.remoteAddress,
      headers: { ...this.client.headers, ...(options.headers as Record<string, string>) },
    });
  }
}

/** What a path showed or charged: compared between clients. */
export interface Priced {
  /** The currency shown or charged; null where the reply names none (coupon quotes). */
  currency: string | null;
  /** Everything that makes up the price: amounts, line items, per-plan prices. */
  value: unknown;
}

export interface PricePath {
  name: string;
  /** Whether a believed country changes this price (course prices are not regional). */
  regional: boolean;
  /** Whether the path needs a signed-in buyer (a fresh account each run). */
  signedIn: boolean;
  run(app: BillingTestApp, buyer: ClientBrowser): Promise<Priced>;
}

let accounts = 0;

/** A fresh account, signed in on this browser (a purchase sign-up needs no password). */
export async function signUp(buyer: ClientBrowser): Promise<void> {
  accounts += 1;
  const res = await buyer.post('/api/user/signup?signup_type=loggedout-user-purchase', {
    full_name: `Buyer ${accounts}`,
    email: `price-buyer-${accounts}@example.com`,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Completes every lesson of a course (a certificate is sold only for a completed course). */
export async function completeLessons(buyer: TestBrowser, slug: string): Promise<void> {
  const course = (await buyer.get(`/api/collection/${slug}`)).json();
  for (const module of course.modules as { lessons: { id: string }[] }[])
    for (const lesson of module.lessons) {
      const res = await buyer.request({ method: 'PUT', url: `/api/progress/lessons/${lesson.id}/complete` });
      expect(res.statusCode, res.body).toBe(200);
    }
}

/**
 * Quotes a checkout (POST /api/checkout/{type}/quote), runs it, which must succeed, and returns its
 * transaction: the charge must be the quote, so both priced the order for the same country.
 */
export async function checkout(
  buyer: ClientBrowser,
  type: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown> & { amount: number; currency: string; discounts_info: unknown }> {
  const { card: _card, ...order } = body;
  const quoted = await buyer.post(`/api/checkout/${type}/quote`, order);
  expect(quoted.statusCode, `${type} quote: ${quoted.body}`).toBe(200);
  const res = await buyer.post(`/api/checkout/${type}`, {
    idempotency_key: newKey(),
    card: GOOD_CARD,
    ...body,
  });
  expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
  const { transaction } = res.json();
  const quote = quoted.json();
  expect(
    { amount: transaction.amount, currency: transaction.currency, discounts: transaction.discounts_info },
    `${type}: the charge is the quote`,
  ).toEqual({ amount: quote.amount, currency: quote.currency, discounts: quote.discounts_info });
  return transaction;
}

const charged = (txn: Awaited<ReturnType<typeof checkout>>): Priced => ({
  currency: txn.currency,
  value: { amount: txn.amount, discounts: txn.discounts_info },
});

async function quote(buyer: ClientBrowser, url: string): Promise<Priced> {
  const res = await buyer.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json();
  return { currency: null, value: { price: body.discounted_price, lines: body.discounts_info } };
}

async function plans(buyer: ClientBrowser): Promise<Priced> {
  const res = await buyer.get('/api/user/info/subscriptions?return_complete_response=true');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const prices = Object.fromEntries(
    body.plans.map((plan: Record<string, unknown>) => [
      plan.plan_code,
      [plan.currency, plan.list_price, plan.discounted_price, plan.discounts_info],
    ]),
  );
  return {
    currency: body.plans[0].currency,
    value: { prices, best: body.best_discount_percent, info: body.subscription_discount_info },
  };
}

/** Ends a subscription as the expiry job would, so it can be reactivated. */
async function endSubscription(app: BillingTestApp, subscriptionId: unknown): Promise<void> {
  const ended = await app.commerce.subscriptions.updateSubscription(String(subscriptionId), {
    status: 7002,
    expiresAt: new Date(app.commerce.now().getTime() - 24 * 3600 * 1000),
  });
  expect(ended).not.toBeNull();
}

const ORG = { organization_name: 'Price Check Ltd' };

const TRIAL_CARD_NUMBERS = [
  '4111111111111111',
  '5555555555554444',
  '4000056655665556',
  '5200828282828210',
  '4012888888881881',
  '5105105105105100',
  '6011111111111117',
  '3566002020360505',
];
let trialCards = 0;
/** A card no trial has used yet in this test file (a card gets one trial ever). */
export function nextTrialCard() {
  const number = TRIAL_CARD_NUMBERS[trialCards % TRIAL_CARD_NUMBERS.length] as string;
  trialCards += 1;
  return { ...GOOD_CARD, number };
}

/** Every quote and checkout whose price could depend on the buyer's country. */
export const PRICE_PATHS: PricePath[] = [
  { name: 'plans list, logged out', regional: true, signedIn: false, run: (_app, b) => plans(b) },
  { name: 'plans list, logged in', regional: true, signedIn: true, run: (_app, b) => plans(b) },
  {
    name: 'subscription coupon quote',
    regional: true,
    signedIn: false,
    run: (_app, b) => quote(b, '/api/coupon/subscription/200-12-6000/SAVE20'),
  },
  {
    name: 'upgrade coupon quote',
    regional: true,
    signedIn: true,
    run: (_app, b) => quote(b, '/api/coupon/subscription/200-1-6000/ANNUAL30/300-12-6000'),
  },
  {
    name: 'course coupon quote',
    regional: false,
    signedIn: true,
    run: (_app, b) => quote(b, '/api/coupon/usr_demo_author/crs-modern-javascript/COURSE25'),
  },
  {
    name: 'subscription-buy',
    regional: true,
    signedIn: true,
    run: async (_app, b) => charged(await checkout(b, 'subscription-buy', { plan: '200-12-6000' })),
  },
  {
    name: 'subscription-buy with a coupon',
    regional: true,
    signedIn: true,
    run: async (_app, b) =>
      charged(await checkout(b, 'subscription-buy', { plan: '300-12-6000', coupon: 'SAVE20' })),
  },
  {
    name: 'subscription-quick-buy',
    regional: true,
    signedIn: true,
    run: async (_app, b) => charged(await checkout(b, 'subscription-quick-buy', { plan: '300-1-6000' })),
  },
  {
    name: 'subscription-gift',
    regional: true,
    signedIn: true,
    run: async (_app, b) =>
      charged(
        await checkout(b, 'subscription-gift', {
          plan: '200-12-6000',
          recipient_email: 'friend@example.com',
        }),
      ),
  },
  {
    name: 'subscription-upgrade',
    regional: true,
    signedIn: true,
    run: async (_app, b) => {
      await checkout(b, 'subscription-buy', { plan: '200-1-6000' });
      return charged(await checkout(b, 'subscription-upgrade', { plan: '300-12-6000' }));
    },
  },
  {
    name: 'subscription-downgrade',
    regional: false,
    signedIn: true,
    run: async (_app, b) => {
      await checkout(b, 'subscription-buy', { plan: '300-12-6000' });
      return charged(await checkout(b, 'subscription-downgrade', { plan: '200-12-6000' }));
    },
  },
  {
    name: 'subscription-reactivation',
    regional: true,
    signedIn: true,
    run: async (app, b) => {
      await endSubscription(
        app,
        (await checkout(b, 'subscription-buy', { plan: '200-1-6000' })).subscription_id,
      );
      return charged(await checkout(b, 'subscription-reactivation', { plan: '200-1-6000' }));
    },
  },
  {
    name: 'b2c-trial-avail',
    regional: false,
    signedIn: true,
    // A card gets one trial ever: each buyer brings its own (Luhn-valid test numbers).
    run: async (_app, b) =>
      charged(await checkout(b, 'b2c-trial-avail', { plan: '200-1-6000', card: nextTrialCard() })),
  },
  {
    name: 'coupon-purchase',
    regional: true,
    signedIn: true,
    run: async (_app, b) => charged(await checkout(b, 'coupon-purchase', { plan: '200-12-6000' })),
  },
  {
    name: 'team-subscription-buy',
    regional: true,
    signedIn: true,
    run: async (_app, b) =>
      charged(await checkout(b, 'team-subscription-buy', { plan: '200-12-6001', seats: 3, ...ORG })),
  },
  {
    name: 'team-subscription-seats-purchase',
    regional: true,
    signedIn: true,
    run: async (_app, b) => {
      const team = await checkout(b, 'team-subscription-buy', { plan: '200-12-6001', seats: 3, ...ORG });
      return charged(
        await checkout(b, 'team-subscription-seats-purchase', {
          organization_id: team.organization_id,
          seats: 2,
        }),
      );
    },
  },
  {
    name: 'team-subscription-reactivation',
    regional: true,
    signedIn: true,
    run: async (app, b) => {
      const team = await checkout(b, 'team-subscription-buy', { plan: '300-12-6001', seats: 2, ...ORG });
      await endSubscription(app, team.subscription_id);
      return charged(
        await checkout(b, 'team-subscription-reactivation', { organization_id: team.organization_id }),
      );
    },
  },
  {
    name: 'enterprise-subscription-buy',
    regional: true,
    signedIn: true,
    run: async (_app, b) =>
      charged(await checkout(b, 'enterprise-subscription-buy', { plan: '300-12-6003', seats: 5, ...ORG })),
  },
  {
    name: 'loggedout-enterprise-purchase',
    regional: true,
    signedIn: true,
    run: async (_app, b) =>
      charged(await checkout(b, 'loggedout-enterprise-purchase', { plan: '400-12-6003', seats: 6, ...ORG })),
  },
  {
    name: 'enterprise-seats-purchase',
    regional: true,
    signedIn: true,
    run: async (_app, b) => {
      const org = await checkout(b, 'enterprise-subscription-buy', { plan: '300-12-6003', seats: 5, ...ORG });
      return charged(
        await checkout(b, 'enterprise-seats-purchase', { organization_id: org.organization_id, seats: 4 }),
      );
    },
  },
  {
    name: 'enterprise-subscription-upgrade',
    regional: true,
    signedIn: true,
    run: async (_app, b) => {
      const org = await checkout(b, 'enterprise-subscription-buy', { plan: '300-12-6003', seats: 5, ...ORG });
      return charged(
        await checkout(b, 'enterprise-subscription-upgrade', {
          organization_id: org.organization_id,
          plan: '400-12-6003',
        }),
      );
    },
  },
  {
    name: 'enterprise-subscription-reactivation',
    regional: true,
    signedIn: true,
    run: async (app, b) => {
      const org = await checkout(b, 'enterprise-subscription-buy', { plan: '300-12-6003', seats: 5, ...ORG });
      await endSubscription(app, org.subscription_id);
      return charged(
        await checkout(b, 'enterprise-subscription-reactivation', { organization_id: org.organization_id }),
      );
    },
  },
  {
    name: 'course-purchase',
    regional: false,
    signedIn: true,
    run: async (_app, b) =>
      charged(
        await checkout(b, 'course-purchase', { course_id: 'crs-modern-javascript', coupon: 'COURSE25' }),
      ),
  },
  {
    name: 'certificate-purchase',
    regional: false,
    signedIn: true,
    run: async (_app, b) => {
      // A certificate is sold only for a completed course: the buyer completes the free one first.
      await completeLessons(b, 'python-basics');
      return charged(await checkout(b, 'certificate-purchase', { course_id: 'crs-python-basics' }));
    },
  },
];
