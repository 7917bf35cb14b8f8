import { billingPaymentMethods, billingTransactions, eq } from '@learnbox/db';
import { CARD_NOT_ACCEPTED_MESSAGE, TRIAL_CARD_REUSED_MESSAGE } from '@learnbox/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from '../testing/billing-test-app';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe';
import { reconcileTransactions } from '../use-cases/reconcile-transactions';
import { renewOrExpire } from '../use-cases/renew-or-expire';

const SECRET_KEY = 'sk_test_fake123';
const PUBLISHABLE_KEY = 'pk_test_fake123';
const WEBHOOK_SECRET = 'whsec_fake_webhook_secret';
const PLAN = '200-1-6000';

/** An event as Stripe sends it, signed with Stripe's own test helper. */
function signedEvent(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe('checkout with Stripe configured: the card goes to Stripe, never to the api', () => {
  let stripe: FakeStripe;
  let app: BillingTestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await buildBillingTestApp(
      {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      { billing: { stripeConnection: stripe.connection } },
    );
  }, APP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.dispose();
    await stripe?.close();
  });

  const webhook = (type: string, object: Record<string, unknown>, secret?: string) => {
    const { payload, signature } = signedEvent(type, object, secret);
    return app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const txnRow = async (id: string) =>
    (await app.deps.db.select().from(billingTransactions).where(eq(billingTransactions.id, id)))[0];

  it('serves the publishable key, never the secret key', async () => {
    const res = await app.browser().get('/api/payments/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ processor: 'stripe', stripe_publishable_key: PUBLISHABLE_KEY });
    expect(res.body).not.toContain(SECRET_KEY);
  });

  it('refuses a card number in the checkout body with a clear 400, before anything is written', async () => {
    const buyer = await app.login('learner@example.com');
    const before = stripe.seen.length;
    const res = await buyer.post('/api/checkout/subscription-buy', {
      idempotency_key: newKey(),
      plan: PLAN,
      card: GOOD_CARD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorText: CARD_NOT_ACCEPTED_MESSAGE,
      errors: { card: CARD_NOT_ACCEPTED_MESSAGE },
    });
    expect(stripe.seen.length).toBe(before);
    expect(await app.deps.db.select().from(billingTransactions)).toHaveLength(0);
  });

  it('creates a PaymentIntent for the quoted amount with the transaction as idempotency key; succeeded fulfils once', async () => {
    const buyer = await app.login('learner@example.com');
    const quote = (await buyer.post(`/api/checkout/subscription-buy/quote`, { plan: PLAN })).json();
    const key = newKey();
    const res = await buyer.post('/api/checkout/subscription-buy', { idempotency_key: key, plan: PLAN });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.transaction.status).toBe('charging');
    expect(reply.payment).toMatchObject({ kind: 'payment' });
    const txnId = reply.transaction.transaction_id as string;

    const creates = stripe.seen.filter(
      (call) => call.method === 'POST' && call.path === '/v1/payment_intents',
    );
    expect(creates).toHaveLength(1);
    const [create] = creates;
    expect(create?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(create?.idempotencyKey).toBe(txnId);
    expect(Number(create?.form.get('amount'))).toBe(quote.amount);
    expect(create?.form.get('currency')).toBe(quote.currency.toLowerCase());
    expect(create?.form.get('metadata[idempotency_key]')).toBe(txnId);
    expect(create?.form.get('metadata[checkout_key]')).toBe(key);
    // Nothing the api sent to Stripe carries a card number either.
    expect(stripe.seen.every((call) => !/4242\s*4242|card\[number\]/.test(call.raw))).toBe(true);
    const intent = [...stripe.intents.values()].find(
      (item) => item.metadata && (item.metadata as Record<string, string>).idempotency_key === txnId,
    );
    expect(reply.payment.client_secret).toBe(intent?.client_secret);

    // The same key again (a reload, a double submit) hands out the same intent: no second one.
    const again = await buyer.post('/api/checkout/subscription-buy', { idempotency_key: key, plan: PLAN });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment.client_secret).toBe(reply.payment.client_secret);
    expect(
      stripe.seen.filter((call) => call.path === '/v1/payment_intents' && call.method === 'POST'),
    ).toHaveLength(1);

    // 3-D Secure under way: the row stays charging and nothing is granted.
    const id = intent?.id as string;
    expect((await webhook('payment_intent.requires_action', stripe.requireAction(id))).statusCode).toBe(200);
    expect((await txnRow(txnId))?.status).toBe('charging');
    expect((await buyer.get('/api/user/info')).json().is_user_subscribed).toBe(false);

    const paid = stripe.succeed(id, { fingerprint: 'fp_learner', last4: '4242' });
    expect((await webhook('payment_intent.succeeded', paid)).statusCode).toBe(200);
    expect((await webhook('payment_intent.succeeded', paid)).statusCode).toBe(200);
    const row = await txnRow(txnId);
    expect(row).toMatchObject({ status: 'succeeded', processorChargeId: id, cardLast4: '4242' });
    expect((await buyer.get('/api/user/info')).json().is_user_subscribed).toBe(true);
    const subs = await app.commerce.subscriptions.subscriptionsOf('usr_demo_learner');
    expect(subs).toHaveLength(1);
    // The card Stripe reports is saved for renewals, by its PaymentMethod id only.
    const [method] = await app.deps.db
      .select()
      .from(billingPaymentMethods)
      .where(eq(billingPaymentMethods.userId, 'usr_demo_learner'));
    const customer = create?.form.get('customer');
    expect(customer).toMatch(/^cus_/);
    expect(create?.form.get('setup_future_usage')).toBe('off_session');
    expect(method).toMatchObject({
      processor: 'stripe',
      processorToken: `${customer}/pm_fp_learner`,
      last4: '4242',
    });
  });

  it('payment_failed fails the row with the reason and cancels the intent, so a late retry cannot pay it', async () => {
    const buyer = await app.login('member@example.com');
    const res = await buyer.post('/api/checkout/subscription-buy', { idempotency_key: newKey(), plan: PLAN });
    expect(res.statusCode, res.body).toBe(200);
    const txnId = res.json().transaction.transaction_id as string;
    const id = (await txnRow(txnId))?.processorChargeId as string;
    const declined = stripe.decline(id, 'Your card has insufficient funds.');
    expect((await webhook('payment_intent.payment_failed', declined)).statusCode).toBe(200);
    expect(await txnRow(txnId)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card has insufficient funds.',
    });
    expect(stripe.intents.get(id)?.status).toBe('canceled');
    expect((await buyer.get('/api/user/info')).json().is_user_subscribed).toBe(false);
  });

  it('refuses an event with a bad signature with 400 and changes nothing', async () => {
    const buyer = await app.login('author@example.com');
    const res = await buyer.post('/api/checkout/subscription-buy', { idempotency_key: newKey(), plan: PLAN });
    const txnId = res.json().transaction.transaction_id as string;
    const id = (await txnRow(txnId))?.processorChargeId as string;
    const forged = await webhook(
      'payment_intent.succeeded',
      stripe.intents.get(id) ?? {},
      'whsec_someone_else',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorText).toBe('The webhook signature is not valid.');
    expect((await txnRow(txnId))?.status).toBe('charging');

    // Without a webhook, the reconciliation job asks Stripe: unpaid stays, paid is fulfilled.
    expect(await reconcileTransactions(app.commerce, 0)).toEqual({ completed: 0, failed: 0 });
    expect((await txnRow(txnId))?.status).toBe('charging');
    stripe.succeed(id, { fingerprint: 'fp_author', last4: '1881' });
    expect(await reconcileTransactions(app.commerce, 0)).toEqual({ completed: 1, failed: 0 });
    expect(await txnRow(txnId)).toMatchObject({ status: 'succeeded', cardLast4: '1881' });
  });

  it('a free trial opens a SetupIntent; the card Stripe saved is checked against the trial rule', async () => {
    const startTrial = async (email: string, fingerprint: string) => {
      const buyer = await app.login(email);
      const res = await buyer.post('/api/checkout/b2c-trial-avail', {
        idempotency_key: newKey(),
        plan: '300-1-6000',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payment.kind).toBe('setup');
      const txnId = res.json().transaction.transaction_id as string;
      const id = (await txnRow(txnId))?.processorChargeId as string;
      expect(id).toMatch(/^seti_/);
      const create = stripe.seen.find((call) => call.method === 'POST' && call.idempotencyKey === txnId);
      expect(create?.path).toBe('/v1/setup_intents');
      expect(create?.form.get('usage')).toBe('off_session');
      const saved = stripe.succeed(id, { fingerprint, last4: '0005' });
      expect((await webhook('setup_intent.succeeded', saved)).statusCode).toBe(200);
      return { buyer, row: await txnRow(txnId) };
    };
    const first = await startTrial('member@example.com', 'fp_trial_card');
    expect(first.row?.status).toBe('succeeded');
    expect((await first.buyer.get('/api/user/info')).json()).toMatchObject({ has_active_b2c_trial: true });

    // When the trial ends, the renewal charges that card off-session through its Stripe Customer.
    const trialIntent = stripe.intents.get(first.row?.processorChargeId as string);
    // Seven trial days (seed), then the renewal job runs on the next pass.
    app.travel(8);
    try {
      const renewals = await renewOrExpire(app.commerce);
      expect(renewals.renewed).toBeGreaterThanOrEqual(1);
    } finally {
      app.travel(-8);
    }
    const renewal = stripe.seen.find(
      (call) => call.path === '/v1/payment_intents' && call.form.get('payment_method') === 'pm_fp_trial_card',
    );
    expect(renewal?.form.get('customer')).toBe(trialIntent?.customer);
    expect(renewal?.form.get('off_session')).toBe('true');
    expect(renewal?.form.get('confirm')).toBe('true');
    expect((await first.buyer.get('/api/user/info')).json().is_user_subscribed).toBe(true);
    // The same card (same fingerprint) on another account: the trial rule refuses it at settlement.
    const second = await startTrial('owner@example.com', 'fp_trial_card');
    expect(second.row).toMatchObject({ status: 'failed', failureReason: TRIAL_CARD_REUSED_MESSAGE });
    expect((await second.buyer.get('/api/user/info')).json().has_active_b2c_trial).toBe(false);
  });
});
