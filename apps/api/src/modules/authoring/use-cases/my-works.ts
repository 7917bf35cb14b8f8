import type { MyWork, WorkRole } from '@learnbox/contracts';
import { normalizeEmail } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import type { CollectionRow, ShotRow } from '../repositories/works.repository';
import { requireAuthor } from '../work-access';

/** GET /api/author/works: what the caller authored (owner) and what they were invited to. */
export async function myWorks(ctx: AuthoringContext, user: CurrentUser | null): Promise<{ works: MyWork[] }> {
  const author = requireAuthor(user);
  const own = await ctx.works.worksByAuthorEmail(normalizeEmail(author.email));
  const invited = await ctx.collaborators.worksOf(author.id);
  const roles = new Map<string, WorkRole>();
  for (const row of [...own.collections, ...own.shots]) roles.set(row.id, 'owner');
  const extra = invited.filter((item) => !roles.has(item.id));
  for (const item of extra) roles.set(item.id, item.role);
  const collections: CollectionRow[] = [
    ...own.collections,
    ...(await ctx.works.collectionsByIds(
      extra.filter((item) => item.kind !== 'shot').map((item) => item.id),
    )),
  ];
  const shots: ShotRow[] = [
    ...own.shots,
    ...(await ctx.works.shotsByIds(extra.filter((item) => item.kind === 'shot').map((item) => item.id))),
  ];
  const entries = [
    ...collections.map((row) => ({
      kind: row.collectionType === 'path' ? ('path' as const) : ('course' as const),
      row,
    })),
    ...shots.map((row) => ({ kind: 'shot' as const, row })),
  ];
  // Two queries per kind (heads, published marks), however many works the author has.
  const kinds = ['course', 'path', 'shot'] as const;
  const lookups = await Promise.all(
    kinds.map(async (kind) => {
      const ids = entries.filter((entry) => entry.kind === kind).map((entry) => entry.row.id);
      const [heads, published] = await Promise.all([
        ctx.revisions.heads(kind, ids),
        ctx.revisions.publishedRevisions(kind, ids),
      ]);
      return [kind, { heads, published }] as const;
    }),
  );
  const byKind = new Map(lookups);
  const works = entries.map(({ kind, row }): MyWork => {
    const lookup = byKind.get(kind);
    const head = lookup?.heads.get(row.id);
    const marked = lookup?.published.get(row.id) ?? null;
    const published = marked ?? (row.status === 'published' ? 0 : null);
    return {
      kind,
      id: row.id,
      slug: row.slug,
      title: typeof head?.document.title === 'string' ? head.document.title : row.title,
      status: published === null ? 'draft' : 'published',
      role: roles.get(row.id) ?? 'reviewer',
      head_revision: head?.revision ?? 0,
      published_revision: published,
      updated_at: (head?.savedAt ?? row.updatedAt).toISOString(),
    };
  });
  works.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return { works };
}
