import { billingTestCharges, eq } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, FROM_WEB } from '../../auth/testing/accounts-test-app';
import {
  type BillingTestApp,
  buildBillingTestApp,
  DECLINED_CARD,
  GOOD_CARD,
  NSF_CARD,
  newKey,
} from '../testing/billing-test-app';
import { reconcileTransactions } from '../use-cases/reconcile-transactions';
import { renewOrExpire } from '../use-cases/renew-or-expire';

describe('subscription checkouts: buy, refusals, coupon, upgrade, downgrade, cancel, expiry, reactivation', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    // 10.0.0.0/8: the proxy whose country header the regional price test sends.
    app = await buildBillingTestApp({ TRUSTED_PROXIES: ['10.0.0.0/8'] });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const info = async (browser: Awaited<ReturnType<BillingTestApp['login']>>) =>
    (await browser.get('/api/user/info')).json();

  it('refuses a logged-out checkout with 401', async () => {
    const res = await app.browser().post('/api/checkout/subscription-buy', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      card: GOOD_CARD,
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      'unknown checkout type',
      '/api/checkout/free-stuff',
      { idempotency_key: 'abcdefgh1', plan: '200-1-6000' },
      400,
    ],
    [
      'bad plan code',
      '/api/checkout/subscription-buy',
      { idempotency_key: 'abcdefgh2', plan: 'gold', card: GOOD_CARD },
      400,
    ],
    [
      'unknown plan',
      '/api/checkout/subscription-buy',
      { idempotency_key: 'abcdefgh3', plan: '100-3-6000', card: GOOD_CARD },
      404,
    ],
    [
      'team plan on a personal checkout',
      '/api/checkout/subscription-buy',
      { idempotency_key: 'abcdefgh4', plan: '200-12-6001', card: GOOD_CARD },
      400,
    ],
    [
      'missing card',
      '/api/checkout/subscription-buy',
      { idempotency_key: 'abcdefgh5', plan: '200-1-6000' },
      400,
    ],
    [
      'bad card number',
      '/api/checkout/subscription-buy',
      {
        idempotency_key: 'abcdefgh6',
        plan: '200-1-6000',
        card: { ...GOOD_CARD, number: '4242 4242 4242 4241' },
      },
      400,
    ],
    [
      'expired card',
      '/api/checkout/subscription-buy',
      { idempotency_key: 'abcdefgh7', plan: '200-1-6000', card: { ...GOOD_CARD, exp_year: 2020 } },
      400,
    ],
    [
      'short idempotency key',
      '/api/checkout/subscription-buy',
      { idempotency_key: 'x', plan: '200-1-6000', card: GOOD_CARD },
      400,
    ],
    ['malformed body', '/api/checkout/subscription-buy', { idempotency_key: 12 }, 400],
  ])('%s gets a readable error', async (_name, url, body, status) => {
    const browser = await app.login('learner@example.com');
    const res = await browser.post(url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errorText).toMatch(/\w+/);
  });

  it('a declined card shows the reason, charges nothing and records a failed transaction', async () => {
    const browser = await app.login('learner@example.com');
    for (const [card, reason] of [
      [DECLINED_CARD, 'Your card was declined.'],
      [NSF_CARD, 'Your card has insufficient funds.'],
    ] as const) {
      // A declined attempt gives its coupon use back (ONCE50 is spent later by another user).
      const res = await browser.post('/api/checkout/subscription-buy', {
        idempotency_key: newKey(),
        plan: '200-1-6000',
        coupon: 'ONCE50',
        card,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorText).toBe(reason);
    }
    const charged = await app.deps.db
      .select()
      .from(billingTestCharges)
      .where(eq(billingTestCharges.status, 'succeeded'));
    expect(charged).toHaveLength(0);
    const list = (await browser.get('/api/transactions')).json().transactions;
    expect(list.map((txn: { status: string }) => txn.status)).toEqual(['failed', 'failed']);
    expect((await info(browser)).is_user_subscribed).toBe(false);
  });

  it('buys a monthly plan with 4242: transaction, flags, cookie, receipt, entitlement', async () => {
    const browser = await app.login('learner@example.com');
    const res = await browser.post('/api/checkout/subscription-buy', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { transaction, redirect_url } = res.json();
    expect(transaction).toMatchObject({
      status: 'succeeded',
      amount: 2900,
      plan_code: '200-1-6000',
      card_last4: '4242',
    });
    expect(redirect_url).toContain('post_checkout=true');
    const user = await info(browser);
    expect(user).toMatchObject({
      is_user_subscribed: true,
      subscription_feature_type: 'STANDARD',
      is_premium_user: false,
    });
    expect(browser.cookie('subscribed')).toBe('true');
    expect(user.bannerDetails.subscription_promo).toMatchObject({
      variant: 'current',
      customer_type: 'default',
    });
    expect((await browser.get('/api/entitlements/mine')).json().subscription).not.toBeNull();
    expect(await app.mailTo('learner@example.com', 'receipt')).toHaveLength(1);
    const again = await browser.post('/api/checkout/subscription-buy', {
      idempotency_key: newKey(),
      plan: '300-1-6000',
      card: GOOD_CARD,
    });
    expect(again.statusCode).toBe(409);
    const one = await browser.get(`/api/get-subscription-transaction/${transaction.transaction_id}`);
    expect(one.json().transactions[0].invoice_number).toMatch(/^INV-/);
    // Another user never sees it.
    const other = await app.login('author@example.com');
    expect(
      (await other.get(`/api/get-subscription-transaction/${transaction.transaction_id}`)).statusCode,
    ).toBe(404);
  });

  it('upgrades monthly to annual with a prorated credit, then refuses a non-upgrade', async () => {
    const browser = await app.login('learner@example.com');
    const res = await browser.post('/api/checkout/subscription-upgrade', {
      idempotency_key: newKey(),
      plan: '200-12-6000',
      monthly_to_annual: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const txn = res.json().transaction;
    const credit = txn.discounts_info.find((item: { id: string }) => item.id === 'proration_credit');
    expect(credit.amount).toBeGreaterThan(2800);
    expect(txn.amount).toBe(20_880 - credit.amount);
    expect((await browser.get('/api/billing/subscription')).json().subscription.plan_code).toBe(
      '200-12-6000',
    );
    const same = await browser.post('/api/checkout/subscription-upgrade', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errorText).toBe('This plan is not an upgrade of your current plan.');
  });

  it('downgrade: refused when not one, recorded for renewal when it is', async () => {
    const browser = await app.login('learner@example.com');
    const up = await browser.post('/api/checkout/subscription-downgrade', {
      idempotency_key: newKey(),
      plan: '400-24-6000',
    });
    expect(up.json().errorText).toBe('This plan is not a downgrade of your current plan.');
    const down = await browser.post('/api/checkout/subscription-downgrade', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().transaction.amount).toBe(0);
    expect((await browser.get('/api/billing/subscription')).json().subscription.pending_plan_code).toBe(
      '200-1-6000',
    );
  });

  it('cancel keeps access to the end of the term; the job then expires it (7001 -> 7002) and flags follow', async () => {
    const browser = await app.login('learner@example.com');
    const res = await browser.post('/api/subscription/cancel', {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(browser)).is_user_subscribed).toBe(true);
    app.travel(400);
    await renewOrExpire(app.commerce);
    const user = await info(browser);
    expect(user.is_user_subscribed).toBe(false);
    expect(user.subscription_feature_type).toBeNull();
    expect(user.bannerDetails.subscription_promo).toMatchObject({ variant: 'churned' });
    expect(browser.cookie('subscribed')).toBe('false');
    expect((await browser.post('/api/subscription/cancel', {})).statusCode).toBe(404);
  });

  it('reactivation: the churned buyer gets the reactivation discount', async () => {
    const browser = await app.login('learner@example.com');
    const offer = (await browser.get('/api/subscription/reactivation-discount-info')).json();
    expect(offer).toMatchObject({ churned_buyer_discount_type: 'churned_buyer', discount_percentage: 30 });
    const res = await browser.post('/api/checkout/subscription-reactivation', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({ amount: 2030 });
    const noOffer = await (await app.login('author@example.com')).post(
      '/api/checkout/subscription-reactivation',
      {
        idempotency_key: newKey(),
        plan: '200-1-6000',
        card: GOOD_CARD,
      },
    );
    expect(noOffer.json().errorText).toBe('There is no ended subscription to reactivate.');
  });

  it('coupons: line items, expired, used up, wrong plan, site coupon', async () => {
    const browser = await app.login('author@example.com');
    const check = await browser.get(
      '/api/coupon/subscription/200-12-6000/SAVE20?checkout_type=subscription-buy',
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().discounts_info.map((item: { id: string }) => item.id)).toEqual([
      'plan_discount',
      'coupon',
    ]);
    expect(check.json().discounted_price).toBe(16_704);
    expect((await browser.get('/api/coupon/subscription/200-1-6000/EXPIRED10')).json().errorText).toBe(
      'This coupon has expired.',
    );
    expect((await browser.get('/api/coupon/subscription/200-1-6000/ANNUAL30')).json().errorText).toBe(
      'This coupon does not apply to this plan.',
    );
    expect((await browser.get('/api/coupon/subscription/200-1-6000/NOPE')).statusCode).toBe(404);
    expect((await browser.get('/api/coupon/site/WELCOME15')).statusCode).toBe(200);
    expect((await browser.get('/api/coupon/site/SAVE20')).statusCode).toBe(404);
    const buy = await browser.post('/api/checkout/subscription-buy', {
      idempotency_key: newKey(),
      plan: '200-12-6000',
      coupon: 'ONCE50',
      card: GOOD_CARD,
    });
    expect(buy.statusCode, buy.body).toBe(200);
    expect(buy.json().transaction).toMatchObject({ coupon_code: 'ONCE50', amount: 10_440 });
    expect((await browser.get('/api/coupon/subscription/200-12-6000/ONCE50')).json().errorText).toBe(
      'This coupon has been used up.',
    );
  });

  it('regional and github discounts appear as line items on the plans reply', async () => {
    const res = await app.browser().get('/api/user/info/subscriptions?return_complete_response=true', {
      ...FROM_WEB,
      'x-forwarded-for': '198.51.100.7, 10.1.1.1',
      'x-country-code': 'IN',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const annual = body.plans.find((plan: { plan_code: string }) => plan.plan_code === '200-12-6000');
    expect(annual).toMatchObject({
      discounted_price_before_regional: 20_880,
      discounted_price: 10_440,
      monthly_discounted_price: 870,
    });
    expect(annual.discounts_info.map((item: { id: string }) => item.id)).toEqual([
      'plan_discount',
      'regional_discount',
    ]);
    expect(body.subscription_discount_info.regional_discount_percent).toBe(50);
    expect(body.best_discount_percent).toBe(50);
  });

  it('the reconciliation job leaves nothing unsettled here', async () => {
    expect(await reconcileTransactions(app.commerce, 0)).toEqual({ completed: 0, failed: 0 });
  });
});
