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
  /** 'pending': the processor still waits for the buyer (3-D Secure, not confirmed yet). */
  status: 'succeeded' | 'failed' | 'pending';
  chargeId: string | null;
  /** A sentence for the buyer when the charge failed. */
  failureReason: string | null;
  /** The card a browser-confirmed payment used, so it can be saved for renewals and trial rules. */
  card?: SavedCard | null;
}

/** A payment the browser confirms with the processor itself (Stripe Payment Element). */
export interface IntentRequest {
  /** 'setup' saves a card without charging (free trials); 'payment' charges amountCents. */
  kind: 'payment' | 'setup';
  amountCents: number;
  currency: string;
  /** Our transaction id: the processor's idempotency key and how the webhook finds the row. */
  idempotencyKey: string;
  /** The buyer's own checkout key, kept in the processor's metadata for support. */
  checkoutKey: string;
  userId: string;
  /** The processor's customer of this user from an earlier saved card; null creates one. */
  customerId: string | null;
  description: string;
}

export interface BrowserIntent {
  kind: 'payment' | 'setup';
  /** The processor's id (pi_... / seti_...), stored as the transaction's processor charge id. */
  id: string;
  /** Handed to the page only; lets Stripe.js confirm this one intent. */
  clientSecret: string;
}

/**
 * The payment processor seam (DESIGN section 4): the built-in test processor by default, Stripe
 * when STRIPE_SECRET_KEY is set. Card problems the buyer can fix (bad number, expired) throw a
 * DomainError 400 from prepareCard; a declined charge is a failed ChargeResult.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /**
   * True when cards are typed into the processor's own page element (Stripe): the api then refuses
   * a card number outright and checkouts go through createIntent.
   */
  readonly collectsCardsInBrowser: boolean;
  prepareCard(card: CardInput, now?: Date): Promise<SavedCard>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * What the processor recorded for a transaction, for the reconciliation job and the webhook;
   * `reference` is the intent id stored on the row when there is one. Null when nothing.
   */
  findCharge(idempotencyKey: string, reference?: string | null): Promise<ChargeResult | null>;
  /** Browser-collected cards only: a new intent for the page to confirm. */
  createIntent?(request: IntentRequest): Promise<BrowserIntent>;
  /** Browser-collected cards only: the same intent again, for a repeated request with its key. */
  resumeIntent?(reference: string): Promise<BrowserIntent>;
  /**
   * Browser-collected cards only: makes an unconfirmed intent unusable before its row is failed,
   * so a late confirmation cannot charge a failed order. Answers what the intent finally is.
   */
  cancelIntent?(reference: string): Promise<ChargeResult>;
}
