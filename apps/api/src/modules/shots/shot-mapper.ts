import type { ShotSummary } from '@learnbox/contracts';
import type { AuthorRow } from '../content';
import type { ShotSummaryRow } from './shots.repository';

/** The page of a shot (spec section 2: landing path /answers/). */
export const shotUrl = (slug: string) => `/answers/${slug}`;

/** A shot as a card: on /answers and among search results. */
export function toShotSummary(row: ShotSummaryRow, author: AuthorRow | undefined): ShotSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    difficulty: row.difficulty,
    readTime: row.readTime,
    author: { id: row.authorId, name: author?.name ?? 'Learnbox' },
    url: shotUrl(row.slug),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}
