import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startFakeStripe } from '../testing/fake-stripe';
import { assertNotExpired, isExpiringWithin, normaliseCardNumber, passesLuhn } from './card-rules';
import { createStripeProcessor, intentResult, verifyStripeEvent } from './stripe-processor';

describe('card rules', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['4242424242424241', false],
  ])('Luhn %s is %s', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });

  it('normalises spaces and refuses bad numbers with a readable 400', () => {
    expect(normaliseCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(() => normaliseCardNumber('1234')).toThrow('Your card number is not valid.');
  });

  it('refuses an expired card and tells a card expiring within 30 days', () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(() => assertNotExpired(10, 2026, now)).toThrow('Your card has expired.');
    expect(() => assertNotExpired(11, 2026, now)).not.toThrow();
    expect(isExpiringWithin(11, 2026, now)).toBe(true);
    expect(isExpiringWithin(12, 2026, now)).toBe(false);
    expect(isExpiringWithin(10, 2026, now)).toBe(false);
  });
});

describe('stripe', () => {
  const secret = 'whsec_test';

  it('checks the webhook signature, its secret and its age with the stripe package', () => {
    const payload = '{"id":"evt_1","type":"payment_intent.succeeded","data":{"object":{}}}';
    const now = Math.floor(Date.now() / 1000);
    const sign = (timestamp = now, key = secret) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret: key, timestamp });
    expect(verifyStripeEvent(payload, sign(), secret)?.type).toBe('payment_intent.succeeded');
    expect(verifyStripeEvent(`${payload} `, sign(), secret)).toBeNull();
    expect(verifyStripeEvent(payload, sign(now, 'whsec_other'), secret)).toBeNull();
    expect(verifyStripeEvent(payload, sign(now - 301), secret)).toBeNull();
    expect(verifyStripeEvent(payload, undefined, secret)).toBeNull();
    expect(verifyStripeEvent(payload, 'garbage', secret)).toBeNull();
  });

  it('reads an intent as succeeded, failed with its reason, or pending while the buyer acts', () => {
    const intent = (fields: Record<string, unknown>) =>
      ({
        id: 'pi_1',
        object: 'payment_intent',
        last_payment_error: null,
        payment_method: null,
        ...fields,
      }) as never;
    expect(intentResult(intent({ status: 'succeeded' })).status).toBe('succeeded');
    expect(intentResult(intent({ status: 'requires_action' })).status).toBe('pending');
    expect(intentResult(intent({ status: 'processing' })).status).toBe('pending');
    expect(intentResult(intent({ status: 'requires_payment_method' })).status).toBe('pending');
    expect(
      intentResult(
        intent({ status: 'requires_payment_method', last_payment_error: { message: 'No funds.' } }),
      ),
    ).toMatchObject({ status: 'failed', failureReason: 'No funds.' });
    expect(intentResult(intent({ status: 'canceled' })).status).toBe('failed');
  });

  it('charges a saved card by its PaymentMethod with the idempotency key (loopback fake Stripe)', async () => {
    const fake = await startFakeStripe();
    try {
      const stripe = createStripeProcessor('sk_test_123', fake.connection);
      await expect(
        stripe.prepareCard({ number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' }),
      ).rejects.toThrow('does not accept a card number');
      const result = await stripe.charge({
        amountCents: 2900,
        currency: 'USD',
        idempotencyKey: 'txn_1',
        card: {
          token: 'pm_saved',
          fingerprint: 'fp',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2099,
        },
        description: 'Renewal',
      });
      expect(result.chargeId).toMatch(/^pi_/);
      const [charge] = fake.seen;
      expect(charge).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: 'txn_1' });
      expect(charge?.authorization).toBe('Bearer sk_test_123');
      expect(charge?.form.get('amount')).toBe('2900');
      expect(charge?.form.get('payment_method')).toBe('pm_saved');
      // Stripe refusing an intent is a sentence for the buyer (400), not an outage.
      const tooSmall = stripe.createIntent?.({
        kind: 'payment',
        amountCents: 30,
        currency: 'USD',
        idempotencyKey: 'txn_small',
        checkoutKey: 'key-small',
        userId: 'usr_1',
        customerId: 'cus_1',
        description: 'x',
      });
      await expect(tooSmall).rejects.toMatchObject({
        message: 'Amount must be at least $0.50 usd',
        status: 400,
      });
      fake.succeed(result.chargeId as string);
      expect(await stripe.findCharge('txn_1', result.chargeId)).toMatchObject({ status: 'succeeded' });
    } finally {
      await fake.close();
    }
  });
});
