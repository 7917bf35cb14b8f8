import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineNonRegionalDiscounts,
  computeDiscountPercent,
  findBestDiscountPercent,
  GITHUB_DISCOUNT_ID,
  REGIONAL_DISCOUNT_ID,
  stackAllDiscounts,
  stackDiscounts,
} from './discounts';

const percent = fc.double({ min: 0, max: 100, noNaN: true });

describe('discount percent (spec section 5)', () => {
  it.each([
    ['a 25% drop', 10000, 7500, 25],
    ['rounds half up', 1000, 875, 13],
    ['rounds down', 300, 200, 33],
    ['full drop', 5000, 0, 100],
    ['zero drop', 5000, 5000, 0],
    ['negative drop (price rose)', 5000, 6000, 0],
    ['zero original price', 0, 0, 0],
    ['negative original price', -100, -50, 0],
  ])('%s', (_name, original, discounted, expected) => {
    expect(computeDiscountPercent(original, discounted)).toBe(expected);
  });

  it('is never negative (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (original, discounted) => {
        expect(computeDiscountPercent(original, discounted)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('discount stacking (spec section 9)', () => {
  it.each([
    [10, 20, 28],
    [50, 50, 75],
    [0, 0, 0],
    [0, 35, 35],
    [100, 40, 100],
    [30, 30, 51],
  ])('%i%% and %i%% give %i%%', (a, b, expected) => {
    expect(stackDiscounts(a, b)).toBe(expected);
  });

  it('rejects percentages outside 0-100', () => {
    expect(() => stackDiscounts(101, 0)).toThrow('Discount percent must be within 0-100 (got 101)');
    expect(() => stackDiscounts(0, Number.NaN)).toThrow('within 0-100');
  });

  it('is commutative and stays within 0-100 (property)', () => {
    fc.assert(
      fc.property(percent, percent, (a, b) => {
        const ab = stackDiscounts(a, b);
        expect(ab).toBe(stackDiscounts(b, a));
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(100);
        expect(ab).toBeGreaterThanOrEqual(Math.max(a, b) - 1e-6);
      }),
    );
  });

  it('stacks a list', () => {
    expect(stackAllDiscounts([])).toBe(0);
    expect(stackAllDiscounts([10, 20, 50])).toBe(64);
  });

  it('excludes github and regional discounts from the non-regional combination', () => {
    expect(REGIONAL_DISCOUNT_ID).toBe('regional_discount');
    expect(GITHUB_DISCOUNT_ID).toBe('github_discount');
    expect(
      combineNonRegionalDiscounts([
        { id: 'special_discount', percentage: 10 },
        { id: REGIONAL_DISCOUNT_ID, percentage: 40 },
        { id: GITHUB_DISCOUNT_ID, percentage: 50 },
        { id: 'coupon', percentage: 20 },
      ]),
    ).toBe(28);
    expect(combineNonRegionalDiscounts([{ id: REGIONAL_DISCOUNT_ID, percentage: 40 }])).toBe(0);
  });
});

describe('best discount (spec section 9)', () => {
  it('excludes the L2C feature set', () => {
    expect(
      findBestDiscountPercent([
        { featureSet: 150, discountPercent: 80 },
        { featureSet: 200, discountPercent: 30 },
        { featureSet: 400, discountPercent: 45 },
      ]),
    ).toBe(45);
  });

  it('is 0 with nothing left', () => {
    expect(findBestDiscountPercent([{ featureSet: 150, discountPercent: 80 }])).toBe(0);
    expect(findBestDiscountPercent([])).toBe(0);
  });
});
