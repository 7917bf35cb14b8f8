import { DomainError } from '../errors/domain-error';

/**
 * Money is an integer count of minor units (cents) everywhere (DESIGN; spec section 3
 * "Subscription plan" prices). Floats never hold money: 0.1 + 0.2 is not 0.3.
 */
export type MinorUnits = number;

/** True for a safe, non-negative integer amount of minor units. */
export function isMinorUnits(value: unknown): value is MinorUnits {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Throws a DomainError when an amount is not a non-negative integer of minor units. */
export function assertMinorUnits(value: unknown, label = 'amount'): MinorUnits {
  if (!isMinorUnits(value)) {
    throw new DomainError(`${label} must be a whole, non-negative number of cents (got ${String(value)})`);
  }
  return value;
}

/**
 * Takes a percentage (0-100) off an amount, rounding half up to the nearest cent, so the buyer is
 * never charged a fraction of a cent (spec section 3 "Subscription plan" discounted prices).
 */
export function applyPercentDiscount(amount: MinorUnits, percent: number): MinorUnits {
  assertMinorUnits(amount);
  if (!(percent >= 0 && percent <= 100))
    throw new DomainError(`Discount must be within 0-100 (got ${percent})`);
  return Math.round((amount * (100 - percent)) / 100);
}

/**
 * Formats minor units for display, e.g. 1999 -> '$19.99'. Uses a fixed locale unless told,
 * so server and browser render the same text (no hydration mismatch).
 */
export function formatMoney(amount: MinorUnits, currency = 'USD', locale = 'en-US'): string {
  assertMinorUnits(amount);
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amount / 10 ** digits);
}
