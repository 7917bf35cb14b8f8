import { describe, expect, it } from 'vitest';
import { ABSENT_DATE_TEXT, DEFAULT_DATE_FORMAT, formatDisplayDate } from './date-display';

describe('date display (spec section 9)', () => {
  it('defaults to MMM D, YYYY and _', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('MMM D, YYYY');
    expect(ABSENT_DATE_TEXT).toBe('_');
  });

  it.each([
    [new Date(Date.UTC(2024, 0, 5)), 'Jan 5, 2024'],
    [Date.UTC(2023, 11, 31, 23, 59), 'Dec 31, 2023'],
    ['2025-09-14T10:00:00Z', 'Sep 14, 2025'],
    [null, '_'],
    [undefined, '_'],
    ['', '_'],
    ['not a date', '_'],
    [Number.NaN, '_'],
  ])('%j -> %s', (date, expected) => {
    expect(formatDisplayDate(date)).toBe(expected);
  });

  it('supports other tokens and literal text', () => {
    const date = Date.UTC(2024, 1, 3);
    expect(formatDisplayDate(date, 'DD/MM/YYYY')).toBe('03/02/2024');
    expect(formatDisplayDate(date, 'MMMM D [at] M')).toBe('February 3 at 2');
  });

  it('applies a UTC offset', () => {
    const lateUtc = Date.UTC(2023, 11, 31, 23, 0);
    expect(formatDisplayDate(lateUtc, DEFAULT_DATE_FORMAT, 120)).toBe('Jan 1, 2024');
    expect(formatDisplayDate(lateUtc, DEFAULT_DATE_FORMAT, -60 * 24)).toBe('Dec 30, 2023');
  });
});
