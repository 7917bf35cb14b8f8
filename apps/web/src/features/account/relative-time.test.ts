import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './relative-time';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatTimeAgo', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [-30_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000 + 30_000, '5 minutes ago'],
    [3600_000, '1 hour ago'],
    [23 * 3600_000, '23 hours ago'],
    [24 * 3600_000, 'yesterday'],
    [3 * 24 * 3600_000, '3 days ago'],
    [14 * 24 * 3600_000, '2 weeks ago'],
    [45 * 24 * 3600_000, 'last month'],
    [400 * 24 * 3600_000, 'last year'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(formatTimeAgo(ago(elapsed), NOW)).toBe(expected);
  });

  it('takes Date objects and names an unreadable date instead of showing NaN', () => {
    expect(formatTimeAgo(new Date(NOW - 120_000), NOW)).toBe('2 minutes ago');
    expect(formatTimeAgo('not a date', NOW)).toBe('at an unknown time');
  });
});
