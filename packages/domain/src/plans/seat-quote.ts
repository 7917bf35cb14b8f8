import { seatRangeMessage } from '../commerce/messages';
import { DomainError } from '../errors/domain-error';
import type { MinorUnits } from '../pricing/money';
import { type QuoteDiscount, quotePrice } from '../pricing/price-quote';

/** A team or enterprise plan as the plan list shows it: one seat's list price and its discounts. */
export interface SeatPlan {
  list_price: MinorUnits;
  min_seats: number;
  max_seats: number;
  discounts_info: readonly { id: string; percentage: number }[];
}

/** What a number of seats costs for a term: the total and what that makes per seat. */
export interface SeatQuote {
  seats: number;
  total: MinorUnits;
  /** Total divided by seats, rounded to the cent (the total is what is charged). */
  perSeat: MinorUnits;
}

/**
 * Prices seats the way checkout does (commerce `quotePlan`): the list price times the seats, then
 * the plan's discounts one after another, so the calculator on /business shows the checkout total.
 */
export function quoteSeats(plan: SeatPlan, seats: number): SeatQuote {
  if (!Number.isInteger(seats) || seats < plan.min_seats || seats > plan.max_seats) {
    throw new DomainError(seatRangeMessage(plan.min_seats, plan.max_seats));
  }
  const discounts: QuoteDiscount[] = plan.discounts_info.map((item) => ({
    id: item.id,
    percentage: item.percentage,
  }));
  const total = quotePrice(plan.list_price * seats, discounts).price;
  return { seats, total, perSeat: Math.round(total / seats) };
}
