import { describe, expect, it } from 'vitest';
import { quoteSeats, type SeatPlan } from './seat-quote';

const plan: SeatPlan = {
  list_price: 39900,
  min_seats: 2,
  max_seats: 50,
  discounts_info: [
    { id: 'plan_discount', percentage: 10 },
    { id: 'regional_discount', percentage: 0 },
  ],
};

describe('quoteSeats', () => {
  it('prices seats as list price times seats, then the discounts', () => {
    expect(quoteSeats(plan, 5)).toEqual({ seats: 5, total: 179550, perSeat: 35910 });
  });

  it('rounds the discount on the total, like checkout, and shows the per-seat share', () => {
    const odd: SeatPlan = { ...plan, list_price: 999, discounts_info: [{ id: 'coupon', percentage: 15 }] };
    // 3 * 999 = 2997; 15% off = 2547.45 -> 2547; per seat 849.
    expect(quoteSeats(odd, 3)).toEqual({ seats: 3, total: 2547, perSeat: 849 });
  });

  it('refuses seats outside the plan range with a sentence', () => {
    expect(() => quoteSeats(plan, 1)).toThrow('Choose between 2 and 50 seats.');
    expect(() => quoteSeats(plan, 51)).toThrow('Choose between 2 and 50 seats.');
    expect(() => quoteSeats(plan, 2.5)).toThrow('Choose between 2 and 50 seats.');
  });
});
