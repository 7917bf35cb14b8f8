import { createHash, randomUUID } from 'node:crypto';
import type { CardInput } from '@learnbox/contracts';
import { DECLINED_MESSAGE, INSUFFICIENT_FUNDS_MESSAGE } from '@learnbox/domain';
import type { TestChargeRow, TestChargesRepository } from '../repositories/test-charges.repository';
import { assertNotExpired, cardBrand, normaliseCardNumber } from './card-rules';
import type { ChargeRequest, ChargeResult, PaymentProvider, SavedCard } from './payment-provider';

/** The test cards (issue 7), as Stripe's test mode uses them. */
export const TEST_CARDS = {
  SUCCESS: '4242424242424242',
  DECLINED: '4000000000000002',
  INSUFFICIENT_FUNDS: '4000000000009995',
} as const;

/**
 * The built-in processor: validates cards like a real one (Luhn, expiry), declines the test decline
 * cards, and keeps its own ledger (billing_test_charges) keyed by idempotency key, so a repeated
 * key returns the first result and the reconciliation job can ask what happened.
 */
export function createTestProcessor(ledger: TestChargesRepository): PaymentProvider {
  const toResult = (row: TestChargeRow): ChargeResult => ({
    status: row.status === 'succeeded' ? 'succeeded' : 'failed',
    chargeId: row.id,
    failureReason: row.failureReason,
  });
  return {
    name: 'test',
    collectsCardsInBrowser: false,
    async prepareCard(card: CardInput, now = new Date()): Promise<SavedCard> {
      const digits = normaliseCardNumber(card.number);
      assertNotExpired(card.exp_month, card.exp_year, now);
      const fingerprint = createHash('sha256')
        .update(`learnbox-test-card:${digits}`)
        .digest('hex')
        .slice(0, 32);
      // The token keeps the card's behaviour and fingerprint, never its number.
      const behaviour =
        digits === TEST_CARDS.DECLINED ? 'declined' : digits === TEST_CARDS.INSUFFICIENT_FUNDS ? 'nsf' : 'ok';
      return {
        token: `tok_test_${behaviour}_${fingerprint}`,
        fingerprint,
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const behaviour = request.card.token.split('_')[2];
      const failureReason =
        behaviour === 'declined' ? DECLINED_MESSAGE : behaviour === 'nsf' ? INSUFFICIENT_FUNDS_MESSAGE : null;
      const row = await ledger.insertCharge({
        id: `ch_test_${randomUUID()}`,
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        currency: request.currency,
        status: failureReason ? 'failed' : 'succeeded',
        failureReason,
        last4: request.card.last4,
      });
      if (row) return toResult(row);
      const existing = await this.findCharge(request.idempotencyKey);
      if (!existing) throw new Error('test processor lost a charge');
      return existing;
    },
    async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
      const row = await ledger.chargeByKey(idempotencyKey);
      return row ? toResult(row) : null;
    },
  };
}
