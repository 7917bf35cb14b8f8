import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertNotExpired, isExpiringWithin, normaliseCardNumber, passesLuhn } from './card-rules';
import { createStripeProcessor, verifyStripeSignature } from './stripe-processor';

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
  const sign = (payload: string, t: number, key = secret) =>
    `t=${t},v1=${createHmac('sha256', key).update(`${t}.${payload}`).digest('hex')}`;

  it('checks the webhook signature, its secret and its age', () => {
    const payload = '{"type":"payment_intent.succeeded"}';
    const now = 1_800_000_000;
    expect(verifyStripeSignature(payload, sign(payload, now), secret, now)).toBe(true);
    expect(verifyStripeSignature(`${payload} `, sign(payload, now), secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, sign(payload, now, 'other'), secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, sign(payload, now - 301), secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, undefined, secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, 'garbage', secret, now)).toBe(false);
  });

  it('charges through the REST API with the idempotency key (local fake server)', async () => {
    const seen: { path: string; key: string | undefined; auth: string | undefined; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({
          path: req.url ?? '',
          key: req.headers['idempotency-key'] as string,
          auth: req.headers.authorization,
          body,
        });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/payment_methods')
          res.end(
            JSON.stringify({
              id: 'pm_1',
              card: { fingerprint: 'fp', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2099 },
            }),
          );
        else if (req.url?.startsWith('/v1/payment_intents/search'))
          res.end(JSON.stringify({ data: [{ id: 'pi_1', status: 'succeeded' }] }));
        else res.end(JSON.stringify({ id: 'pi_1', status: 'succeeded' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const stripe = createStripeProcessor('sk_test_123', base);
      const card = await stripe.prepareCard({
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
      });
      expect(card).toMatchObject({ token: 'pm_1', fingerprint: 'fp', last4: '4242' });
      const result = await stripe.charge({
        amountCents: 2900,
        currency: 'USD',
        idempotencyKey: 'txn_1',
        card,
        description: 'x',
      });
      expect(result).toEqual({ status: 'succeeded', chargeId: 'pi_1', failureReason: null });
      expect(await stripe.findCharge('txn_1')).toMatchObject({ status: 'succeeded' });
      const charge = seen.find((call) => call.path === '/v1/payment_intents');
      expect(charge?.key).toBe('txn_1');
      expect(charge?.auth).toBe('Bearer sk_test_123');
      expect(charge?.body).toContain('amount=2900');
    } finally {
      server.close();
    }
  });
});
