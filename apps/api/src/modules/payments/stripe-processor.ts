import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CardInput } from '@learnbox/contracts';
import { DomainError } from '@learnbox/domain';
import { assertNotExpired } from './card-rules';
import type { ChargeRequest, ChargeResult, PaymentProvider, SavedCard } from './payment-provider';

const STRIPE_API = 'https://api.stripe.com';

type StripeObject = Record<string, unknown> & { error?: { message?: string; code?: string } };

/**
 * Stripe through its REST API with fetch (no SDK): card -> PaymentMethod, charge -> confirmed
 * PaymentIntent with the Idempotency-Key header, so Stripe itself charges a key once.
 */
export function createStripeProcessor(secretKey: string, baseUrl = STRIPE_API): PaymentProvider {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const body = (await response.json().catch(() => ({}))) as StripeObject;
    return { status: response.status, body };
  }
  const toResult = (intent: StripeObject): ChargeResult => {
    const succeeded = intent.status === 'succeeded';
    const lastError = intent.last_payment_error as { message?: string } | undefined;
    return {
      status: succeeded ? 'succeeded' : 'failed',
      chargeId: typeof intent.id === 'string' ? intent.id : null,
      failureReason: succeeded ? null : (lastError?.message ?? 'Your card was declined.'),
    };
  };
  return {
    name: 'stripe',
    async prepareCard(card: CardInput, now = new Date()): Promise<SavedCard> {
      assertNotExpired(card.exp_month, card.exp_year, now);
      const { status, body } = await call('POST', '/v1/payment_methods', {
        type: 'card',
        'card[number]': card.number.replace(/[\s-]/g, ''),
        'card[exp_month]': String(card.exp_month),
        'card[exp_year]': String(card.exp_year),
        'card[cvc]': card.cvc,
      });
      if (status >= 500) throw new DomainError('The payment service failed. Please try again.', 503);
      if (status !== 200) throw new DomainError(body.error?.message ?? 'Your card was refused.', 400);
      const details = body.card as Record<string, unknown>;
      return {
        token: String(body.id),
        fingerprint: String(details.fingerprint ?? body.id),
        brand: String(details.brand ?? 'card'),
        last4: String(details.last4 ?? ''),
        expMonth: Number(details.exp_month ?? card.exp_month),
        expYear: Number(details.exp_year ?? card.exp_year),
      };
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const { status, body } = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: String(request.amountCents),
          currency: request.currency.toLowerCase(),
          payment_method: request.card.token,
          confirm: 'true',
          description: request.description,
          'metadata[idempotency_key]': request.idempotencyKey,
          'automatic_payment_methods[enabled]': 'true',
          'automatic_payment_methods[allow_redirects]': 'never',
        },
        request.idempotencyKey,
      );
      if (status >= 500) throw new DomainError('The payment service failed. Please try again.', 503);
      if (status === 402 || body.error) {
        const intent = (body.error as { payment_intent?: StripeObject } | undefined)?.payment_intent;
        return {
          status: 'failed',
          chargeId: typeof intent?.id === 'string' ? intent.id : null,
          failureReason: body.error?.message ?? 'Your card was declined.',
        };
      }
      return toResult(body);
    },
    async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
      const query = encodeURIComponent(`metadata['idempotency_key']:'${idempotencyKey.replace(/'/g, '')}'`);
      const { status, body } = await call('GET', `/v1/payment_intents/search?query=${query}`);
      if (status !== 200) throw new Error(`Stripe search failed with ${status}`);
      const [intent] = (body.data as StripeObject[] | undefined) ?? [];
      return intent ? toResult(intent) : null;
    },
  };
}

/** Default tolerance of Stripe's own libraries for the signed timestamp. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a Stripe-Signature header (t=..., v1=...): HMAC-SHA256 of `${t}.${payload}` with the
 * webhook secret, compared in constant time, and a timestamp within five minutes.
 */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isFinite(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
