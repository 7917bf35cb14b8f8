import { stackAllDiscounts } from './discounts';
import { applyPercentDiscount, assertMinorUnits, type MinorUnits } from './money';

/** One discount applied to a price, in order: its id and percentage (spec section 3). */
export interface QuoteDiscount {
  id: string;
  percentage: number;
}

/** A priced plan or item: the spec's discounts_info line items with amounts in cents. */
export interface PriceQuote {
  listPrice: MinorUnits;
  /** Price after every discount but the regional one (spec "discounted_price_before_regional"). */
  priceBeforeRegional: MinorUnits;
  /** What the buyer pays. */
  price: MinorUnits;
  /** Each applied discount with the cents it took off (spec section 3 "discounts_info"). */
  lineItems: { id: string; amount: MinorUnits; percentage: number }[];
  /** All discounts stacked (spec section 9 stacking rule). */
  totalPercent: number;
}

/**
 * Applies discounts one after another, rounding each step to whole cents, so the line items add
 * up exactly to list price minus price; the regional discount (id) is applied last so the price
 * before it can be shown. Zero-percent discounts are left out of the line items.
 */
export function quotePrice(
  listPrice: MinorUnits,
  discounts: readonly QuoteDiscount[],
  regionalId = 'regional_discount',
): PriceQuote {
  assertMinorUnits(listPrice, 'list price');
  const applied = discounts.filter((item) => item.percentage > 0);
  const ordered = [
    ...applied.filter((item) => item.id !== regionalId),
    ...applied.filter((item) => item.id === regionalId),
  ];
  let price = listPrice;
  let priceBeforeRegional = listPrice;
  const lineItems: PriceQuote['lineItems'] = [];
  for (const item of ordered) {
    const next = applyPercentDiscount(price, item.percentage);
    lineItems.push({ id: item.id, amount: price - next, percentage: item.percentage });
    price = next;
    if (item.id !== regionalId) priceBeforeRegional = price;
  }
  return {
    listPrice,
    priceBeforeRegional,
    price,
    lineItems,
    totalPercent: stackAllDiscounts(ordered.map((item) => item.percentage)),
  };
}

/**
 * The unused part of a paid term, in cents, for a prorated upgrade: what was paid times the share
 * of the term still ahead, rounded down so the credit never exceeds what was paid.
 */
export function prorateCredit(
  paid: MinorUnits,
  startsAt: number,
  expiresAt: number,
  now: number,
): MinorUnits {
  assertMinorUnits(paid, 'paid amount');
  const total = expiresAt - startsAt;
  if (!(total > 0) || now >= expiresAt) return 0;
  const remaining = Math.min(total, expiresAt - Math.max(now, startsAt));
  return Math.floor((paid * remaining) / total);
}
