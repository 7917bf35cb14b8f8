import type { CheckoutQuote } from '@learnbox/contracts';
import type { CheckoutDeps, CheckoutInput } from './checkout-types/checkout-handler';
import { type CheckoutHandlers, handlerFor } from './run-checkout';

/** What this use case works with. */
export type QuoteCheckoutDeps = CheckoutDeps;

/**
 * The price of an order as the checkout page shows it, from the very prepare() that the charge
 * runs: seats, coupons, regional and GitHub discounts, proration and credits included. Nothing is
 * written, reserved or charged.
 */
export async function quoteCheckout(
  ctx: QuoteCheckoutDeps,
  handlers: CheckoutHandlers,
  input: Omit<CheckoutInput, 'purpose'>,
): Promise<CheckoutQuote> {
  const prepared = await handlerFor(handlers, input.type).prepare(ctx, { ...input, purpose: 'quote' });
  return {
    amount: prepared.amountCents,
    currency: prepared.currency ?? 'USD',
    quantity: prepared.quantity ?? 1,
    discounts_info: prepared.discountsInfo,
    description: prepared.description,
    needs_card: prepared.needsCard !== false,
    has_saved_card: Boolean(prepared.savedCardId),
  };
}
