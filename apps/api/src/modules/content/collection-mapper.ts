import type { CatalogueItem } from '@learnbox/contracts';
import type { AccessCourse } from '@learnbox/domain';
import type { AuthorRow, CollectionListRow } from './content.repository';

/** The public page of a course or a path. */
export function collectionUrl(row: Pick<CollectionListRow, 'collectionType' | 'slug'>): string {
  return row.collectionType === 'path' ? `/path/${row.slug}` : `/courses/${row.slug}`;
}

export function toCatalogueItem(
  row: CollectionListRow,
  author: AuthorRow | undefined,
  lessonCount: number,
  headline: string | null = null,
): CatalogueItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    kind: row.collectionType === 'path' ? 'path' : 'course',
    collection_type: row.collectionType,
    content_type: row.contentType,
    path_type: row.pathType,
    tags: row.tags,
    difficulty: row.difficulty,
    read_time_minutes: row.readTimeMinutes,
    lesson_count: lessonCount,
    is_free: row.isFree,
    is_priced: row.isPriced,
    price_cents: row.priceCents,
    currency: row.currency,
    accent: row.accent,
    author: { id: row.authorId, name: author?.name ?? 'Learnbox' },
    url: collectionUrl(row),
    headline,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** The fields the access rules read (packages/domain content-access). */
export function toAccessCourse(row: CollectionListRow, author: AuthorRow | undefined): AccessCourse {
  return {
    id: row.id,
    is_free: row.isFree,
    is_priced: row.isPriced,
    is_private: row.isPrivate,
    status: row.status,
    author_emails: author ? [author.email] : [],
    draft_viewer_emails: row.draftViewers,
    visibility: {
      author_id: row.authorId,
      id: row.id,
      collection_type: row.collectionType,
      // Private to an organization counts as private for its catalogue lists (spec section 5).
      is_private: row.isPrivate || row.organizationId !== null,
      organization_id: row.organizationId,
      is_priced: row.isPriced,
      is_free: row.isFree,
      learner_tags: row.learnerTags,
    },
  };
}
