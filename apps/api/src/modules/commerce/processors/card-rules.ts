import { CARD_EXPIRED_MESSAGE, CARD_NUMBER_MESSAGE, DomainError } from '@learnbox/domain';

/** Digits only (spaces and dashes as typed are allowed). */
export function normaliseCardNumber(raw: string): string {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) throw new DomainError(CARD_NUMBER_MESSAGE, 400);
  return digits;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first instant after the card's expiry month (cards are valid through their month). */
export function cardExpiresAt(expMonth: number, expYear: number): Date {
  return new Date(Date.UTC(expYear, expMonth, 1));
}

export function assertNotExpired(expMonth: number, expYear: number, now: Date): void {
  if (cardExpiresAt(expMonth, expYear).getTime() <= now.getTime())
    throw new DomainError(CARD_EXPIRED_MESSAGE, 400);
}

/** Spec: a card expiring within 30 days makes /api/is-payment-method-going-to-expire say so. */
export function isExpiringWithin(expMonth: number, expYear: number, now: Date, days = 30): boolean {
  const end = cardExpiresAt(expMonth, expYear).getTime();
  return end > now.getTime() && end - now.getTime() <= days * 24 * 3600 * 1000;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
