import type { CheckoutBody } from '@learnbox/contracts';
import type { CheckoutType } from '@learnbox/domain';
import type { Commerce } from '../../compose';
import type { PlanPricingDeps } from '../../pricing/plan-pricing';
import type { PaymentMethodRow } from '../../repositories/payment-methods.repository';
import type { TransactionRow } from '../../repositories/transactions.repository';
import type { SyncOrganizationSubscriptionDeps } from '../sync-organization-subscription';

/** What the checkout types work with (one set: run-checkout calls them through one table). */
export type CheckoutDeps = Pick<
  Commerce,
  | 'certificates'
  | 'coupons'
  | 'customers'
  | 'entitlements'
  | 'gifts'
  | 'now'
  | 'organizations'
  | 'paymentMethods'
  | 'plans'
  | 'sendMail'
  | 'subscriptions'
  | 'transactions'
  | 'webOrigin'
> &
  PlanPricingDeps &
  SyncOrganizationSubscriptionDeps;

/** The buyer as the checkout sees them. */
export interface Buyer {
  id: string;
  email: string;
  name: string;
  country: string | null;
  isGithubUser: boolean;
}

/** What prices an order: the checkout body without the card and the idempotency key. */
export type OrderBody = Omit<CheckoutBody, 'card' | 'idempotency_key' | 'expected_amount'>;

export interface CheckoutInput {
  type: CheckoutType;
  buyer: Buyer;
  body: OrderBody;
  now: Date;
  /**
   * 'quote' prices the order for the page before the buyer has filled in everything: fields that
   * do not change the price (a team's name, a gift's recipient) may still be empty. The same
   * prepare() prices both, so the total shown is the total charged.
   */
  purpose: 'quote' | 'charge';
}

/** What a checkout will charge and remember for fulfilment (and for the reconciliation job). */
export interface PreparedCheckout {
  /** In minor units of `currency`. */
  amountCents: number;
  /** ISO currency; USD unless the buyer's region pays in another (REGIONAL_CURRENCIES). */
  currency?: string;
  /**
   * The country the price was made for, stored on the transaction (renewals price by it): the
   * buyer's, unless the checkout changes a subscription bought in another region (regionOf).
   */
  country?: string | null;
  planCode?: string | null;
  courseId?: string | null;
  couponCode?: string | null;
  quantity?: number;
  discountsInfo: { id: string; amount: number }[];
  details: Record<string, unknown>;
  description: string;
  /** False for a plan change that charges nothing and needs no card (downgrade). */
  needsCard?: boolean;
  /** Quick checkouts: charge this saved card when the body brings none. */
  savedCardId?: string | null;
}

/** One checkout type's rules: refusals and price in prepare, effects in fulfil. */
export interface CheckoutHandler {
  prepare(ctx: CheckoutDeps, input: CheckoutInput): Promise<PreparedCheckout>;
  /** Runs after the transaction row exists and before the charge: claims scarce things (seats). */
  reserve?(ctx: CheckoutDeps, txn: TransactionRow): Promise<void>;
  /** Gives back what reserve claimed when the charge failed. */
  release?(ctx: CheckoutDeps, txn: TransactionRow): Promise<void>;
  /**
   * Card checks (trial: card not used for a trial before): before any row is written for a typed or
   * saved card, and at settlement for a card entered into Stripe's own form.
   */
  checkCard?(ctx: CheckoutDeps, card: PaymentMethodRow): Promise<void>;
  /** Applies the purchase; must be safe to run again for a transaction it already applied. */
  fulfil(
    ctx: CheckoutDeps,
    txn: TransactionRow,
    card: PaymentMethodRow | null,
  ): Promise<{ subscriptionId?: string | null }>;
}
