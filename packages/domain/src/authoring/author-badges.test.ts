import { describe, expect, it } from 'vitest';
import { AUTHOR_BADGES, getAuthorBadge } from './author-badges';

describe('author badges (spec section 6)', () => {
  it('has the table', () => {
    expect(AUTHOR_BADGES.map((b) => [b.minItems, b.badge])).toEqual([
      [1, 'Emerging Star'],
      [3, 'Illuminator'],
      [10, 'Rising Mentor'],
      [50, 'Inspired Ace'],
      [100, 'Professor'],
      [250, 'Tireless Guru'],
      [500, 'Grandmaster'],
    ]);
  });

  it.each([
    [0, null],
    [1, 'Emerging Star'],
    [2, 'Emerging Star'],
    [3, 'Illuminator'],
    [9, 'Illuminator'],
    [10, 'Rising Mentor'],
    [49, 'Rising Mentor'],
    [50, 'Inspired Ace'],
    [100, 'Professor'],
    [249, 'Professor'],
    [250, 'Tireless Guru'],
    [499, 'Tireless Guru'],
    [500, 'Grandmaster'],
    [10_000, 'Grandmaster'],
  ])('%i items -> %j', (count, badge) => {
    expect(getAuthorBadge(count)).toBe(badge);
  });
});
