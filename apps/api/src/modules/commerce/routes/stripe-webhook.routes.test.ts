import { createHmac } from 'node:crypto';
import { billingTestCharges, billingTransactions } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../../auth/testing/accounts-test-app';
import { createTestProcessor } from '../processors/test-processor';
import { createTestChargesRepository } from '../repositories/test-charges.repository';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from '../testing/billing-test-app';

const SECRET = 'whsec_test_secret';
const signed = (payload: string, secret = SECRET) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
};

describe('POST /api/payments/stripe/webhook', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp({ STRIPE_WEBHOOK_SECRET: SECRET });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const send = (payload: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('refuses a wrong signature with a readable 400', async () => {
    const payload = JSON.stringify({ type: 'payment_intent.succeeded' });
    const res = await send(payload, signed(payload, 'whsec_other'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toBe('The webhook signature is not valid.');
  });

  it('a signed event settles the transaction it names, as the processor recorded it', async () => {
    const processor = createTestProcessor(createTestChargesRepository(app.deps.db));
    const card = await processor.prepareCard(GOOD_CARD);
    await app.deps.db.insert(billingTransactions).values({
      id: 'txn_webhook',
      userId: 'usr_demo_learner',
      idempotencyKey: newKey(),
      checkoutType: 'subscription-buy',
      planCode: '200-1-6000',
      status: 'charging',
      amountCents: 2900,
      processor: 'test',
      details: {},
    });
    await processor.charge({
      amountCents: 2900,
      currency: 'USD',
      idempotencyKey: 'txn_webhook',
      card,
      description: 'x',
    });
    const payload = JSON.stringify({
      type: 'payment_intent.succeeded',
      data: { object: { metadata: { idempotency_key: 'txn_webhook' } } },
    });
    const res = await send(payload, signed(payload));
    expect(res.statusCode, res.body).toBe(200);
    const learner = await app.login('learner@example.com');
    expect((await learner.get('/api/user/info')).json().is_user_subscribed).toBe(true);
    expect(await app.deps.db.select().from(billingTestCharges)).toHaveLength(1);
  });
});
