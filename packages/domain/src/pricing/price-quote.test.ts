import { describe, expect, it } from 'vitest';
import { prorateCredit, quotePrice } from './price-quote';

describe('price quote (spec section 3 discounts_info, section 9 stacking)', () => {
  it('applies discounts in order with the regional one last and line items adding up', () => {
    const quote = quotePrice(10_000, [
      { id: 'regional_discount', percentage: 50 },
      { id: 'plan_discount', percentage: 20 },
      { id: 'coupon', percentage: 10 },
      { id: 'nothing', percentage: 0 },
    ]);
    expect(quote.lineItems.map((item) => item.id)).toEqual(['plan_discount', 'coupon', 'regional_discount']);
    expect(quote.priceBeforeRegional).toBe(7200);
    expect(quote.price).toBe(3600);
    expect(quote.lineItems.reduce((sum, item) => sum + item.amount, 0)).toBe(10_000 - 3600);
    expect(quote.totalPercent).toBe(64);
  });

  it('rounds each step to whole cents', () => {
    const quote = quotePrice(999, [{ id: 'a', percentage: 33 }]);
    expect(quote.price).toBe(669);
    expect(Number.isInteger(quote.lineItems[0]?.amount)).toBe(true);
  });

  it('has no line items and full price without discounts', () => {
    expect(quotePrice(2900, [])).toMatchObject({ price: 2900, priceBeforeRegional: 2900, lineItems: [] });
  });

  it.each([
    [12_000, 0, 100, 50, 6000],
    [12_000, 0, 100, 0, 12_000],
    [12_000, 0, 100, 100, 0],
    [12_000, 0, 100, 150, 0],
    [999, 0, 3, 1, 666],
  ])('prorates %i paid over [%i,%i] at %i to %i', (paid, start, end, now, expected) => {
    expect(prorateCredit(paid, start, end, now)).toBe(expected);
  });
});
