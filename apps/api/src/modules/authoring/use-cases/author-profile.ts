import type { AuthorProfileReply } from '@learnbox/contracts';
import { AUTHORING_MESSAGES, DomainError, getAuthorBadge, STATUS } from '@learnbox/domain';
import type { AuthoringContext } from '../authoring-context';

/**
 * GET /api/author/:id/profile (public): published courses, paths and shots, counted as the shot
 * page counts them for the badge (spec section 6 "Author badges"); private courses count but
 * are not listed.
 */
export async function authorProfile(ctx: AuthoringContext, id: string): Promise<AuthorProfileReply> {
  const author = await ctx.works.author(id);
  if (!author) throw new DomainError(AUTHORING_MESSAGES.AUTHOR_NOT_FOUND, STATUS.NOT_FOUND);
  const published = await ctx.works.publishedWorksOf(id);
  const count = published.collections.length + published.shots.length;
  return {
    id: author.id,
    name: author.name,
    bio: author.bio,
    badge: getAuthorBadge(count),
    published_count: count,
    works: [
      ...published.collections
        .filter((row) => !row.isPrivate)
        .map((row) =>
          row.type === 'path'
            ? { kind: 'path' as const, title: row.title, url: `/path/${row.slug}` }
            : { kind: 'course' as const, title: row.title, url: `/courses/${row.slug}` },
        ),
      ...published.shots.map((row) => ({
        kind: 'shot' as const,
        title: row.title,
        url: `/answers/${row.slug}`,
      })),
    ],
  };
}
