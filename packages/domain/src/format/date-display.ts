/** Date display (spec section 9 "Date display default format 'MMM D, YYYY'. An absent date shows '_'"). */

/** Default date format (spec section 9). */
export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY';
/** Shown for an absent date (spec section 9). */
export const ABSENT_DATE_TEXT = '_';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const TOKEN_PATTERN = /YYYY|MMMM|MMM|MM|M|DD|D|\[[^\]]*\]/g;

/**
 * Formats a date (spec section 9). Tokens: YYYY, MMMM, MMM, MM, M, DD, D; text in [brackets] is
 * kept as is. Dates are shown in UTC unless an offset in minutes is given: the same date must
 * read the same on the server and in the browser, or the page re-renders on hydration.
 * An absent date (null, undefined, '') shows '_', and so does an unparseable one: a learner
 * should never see 'Invalid Date'.
 */
export function formatDisplayDate(
  date: Date | number | string | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
  utcOffsetMinutes = 0,
): string {
  if (date === null || date === undefined || date === '') return ABSENT_DATE_TEXT;
  const time = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
  if (!Number.isFinite(time)) return ABSENT_DATE_TEXT;
  const shifted = new Date(time + utcOffsetMinutes * 60_000);
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth();
  const day = shifted.getUTCDate();
  const monthName = MONTHS[month] as string;
  const tokens: Record<string, string> = {
    YYYY: String(year).padStart(4, '0'),
    MMMM: monthName,
    MMM: monthName.slice(0, 3),
    MM: String(month + 1).padStart(2, '0'),
    M: String(month + 1),
    DD: String(day).padStart(2, '0'),
    D: String(day),
  };
  return format.replace(TOKEN_PATTERN, (token) => tokens[token] ?? token.slice(1, -1));
}
