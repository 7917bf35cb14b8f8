import { describe, expect, it } from 'vitest';
import { applyPercentDiscount, assertMinorUnits, formatMoney, isMinorUnits } from './money';

describe('money in integer minor units (DESIGN, spec section 3)', () => {
  it.each([
    [0, true],
    [1999, true],
    [19.99, false],
    [-1, false],
    [Number.NaN, false],
    ['1999', false],
  ])('isMinorUnits(%j) is %s', (value, expected) => {
    expect(isMinorUnits(value)).toBe(expected);
  });

  it('asserts minor units with a readable message', () => {
    expect(assertMinorUnits(500)).toBe(500);
    expect(() => assertMinorUnits(4.5, 'price')).toThrow(
      'price must be a whole, non-negative number of cents (got 4.5)',
    );
  });

  it.each([
    [10000, 25, 7500],
    [999, 50, 500],
    [999, 0, 999],
    [999, 100, 0],
    [1, 50, 1],
  ])('%i cents less %i%% is %i cents', (amount, percent, expected) => {
    expect(applyPercentDiscount(amount, percent)).toBe(expected);
  });

  it('rejects a percent outside 0-100', () => {
    expect(() => applyPercentDiscount(100, 101)).toThrow('Discount must be within 0-100 (got 101)');
    expect(() => applyPercentDiscount(100, -1)).toThrow('within 0-100');
  });

  it('formats for display', () => {
    expect(formatMoney(1999)).toBe('$19.99');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
  });
});
