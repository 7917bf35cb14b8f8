/** Steps of "… ago", largest first: the first one the elapsed time reaches is used. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * "5 minutes ago", "yesterday", "3 weeks ago" for a past moment. Under a minute, or slightly in
 * the future (the api's clock is not the browser's), it is "just now"; a bad date says so.
 */
export function formatTimeAgo(date: string | Date, now: number = Date.now()): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (!Number.isFinite(time)) return 'at an unknown time';
  const elapsed = now - time;
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return formatter.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}
