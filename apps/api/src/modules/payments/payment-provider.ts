import type { CardInput } from '@learnbox/contracts';

/** A card the processor accepted for use: never the number, only what we may keep. */
export interface SavedCard {
  /** The processor's handle to charge it again (test processor: an opaque token). */
  token: string;
  /** Same card, same fingerprint: how a reused card is recognised (trial rule). */
  fingerprint: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  /** Unique per checkout attempt; the processor charges at most once per key. */
  idempotencyKey: string;
  card: SavedCard;
  description: string;
}

export interface ChargeResult {
  status: 'succeeded' | 'failed';
  chargeId: string | null;
  /** A sentence for the buyer when the charge failed. */
  failureReason: string | null;
}

/**
 * The payment processor seam (DESIGN section 4): the built-in test processor by default, Stripe
 * when STRIPE_SECRET_KEY is set. Card problems the buyer can fix (bad number, expired) throw a
 * DomainError 400 from prepareCard; a declined charge is a failed ChargeResult.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  prepareCard(card: CardInput, now?: Date): Promise<SavedCard>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What the processor recorded for a key, for the reconciliation job; null when nothing. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
}
