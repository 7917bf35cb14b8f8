/** Author badges by count of items, ascending (spec section 6 "Author badges"). */
export const AUTHOR_BADGES = [
  { minItems: 1, badge: 'Emerging Star' },
  { minItems: 3, badge: 'Illuminator' },
  { minItems: 10, badge: 'Rising Mentor' },
  { minItems: 50, badge: 'Inspired Ace' },
  { minItems: 100, badge: 'Professor' },
  { minItems: 250, badge: 'Tireless Guru' },
  { minItems: 500, badge: 'Grandmaster' },
] as const;
/** One of AUTHOR_BADGES (spec section 6 "Author badges"). */
export type AuthorBadge = (typeof AUTHOR_BADGES)[number]['badge'];

/**
 * The badge an author has earned: the highest threshold reached (spec section 6); null below 1.
 * Thresholds are "at least": 3 to 9 items is Illuminator.
 */
export function getAuthorBadge(itemCount: number): AuthorBadge | null {
  let earned: AuthorBadge | null = null;
  for (const { minItems, badge } of AUTHOR_BADGES) if (itemCount >= minItems) earned = badge;
  return earned;
}
