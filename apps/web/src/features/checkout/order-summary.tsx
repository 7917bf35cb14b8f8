import type { CheckoutQuote } from '@learnbox/contracts';
import { formatMoney } from '@learnbox/domain';
import { discountLabel } from './transaction-words';

interface Props {
  title: string;
  listPrice: { amount: number; currency: string } | null;
  quote: CheckoutQuote | undefined;
  /** Why the order cannot be priced yet (a seat count out of range); shown instead of a total. */
  refusal: string | null;
  trialDays: number | null;
  note?: string;
  /** A visitor's price from the plan list, until they log in and can be quoted. */
  visitorPrice?: { amount: number; currency: string };
}

/** What the buyer is about to pay, exactly as the api quoted it. */
export function OrderSummary({ title, listPrice, quote, refusal, trialDays, note, visitorPrice }: Props) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5" data-testid="checkout-summary">
      <h2 className="font-semibold text-fg">{title}</h2>
      {quote ? <p className="mt-1 text-sm text-muted">{quote.description}</p> : null}
      {listPrice ? (
        <p className="mt-1 text-sm text-muted">
          List price {formatMoney(listPrice.amount, listPrice.currency)}
          {quote && quote.quantity > 1 ? ` a seat, ${quote.quantity} seats` : ''}
        </p>
      ) : null}
      {quote ? (
        <>
          <ul className="mt-2 text-sm" aria-label="Discounts" data-testid="line-items">
            {quote.discounts_info.map((item) => (
              <li key={item.id} className="flex justify-between">
                <span>{discountLabel(item.id)}</span>
                <span>-{formatMoney(item.amount, quote.currency)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between font-semibold" data-testid="checkout-total">
            <span>{trialDays ? `Free for ${trialDays} days, then` : 'Total'}</span>
            <span>{formatMoney(quote.amount, quote.currency)}</span>
          </p>
        </>
      ) : visitorPrice ? (
        <p className="mt-2 flex justify-between font-semibold" data-testid="checkout-total">
          <span>Price</span>
          <span>{formatMoney(visitorPrice.amount, visitorPrice.currency)}</span>
        </p>
      ) : refusal ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300" data-testid="checkout-quote-refused">
          {refusal}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">Working out your total…</p>
      )}
      {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
    </section>
  );
}
