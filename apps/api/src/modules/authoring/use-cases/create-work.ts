import type { CollaborativeWorkKind, CourseDocument, PathDocument, ShotDocument } from '@learnbox/contracts';
import { normalizeEmail } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import type { AnyDocument } from '../documents';
import type { AuthorRow } from '../repositories/works.repository';
import { randomSuffix, slugify } from '../slugs';
import { requireAuthor } from '../work-access';

/**
 * The content author a studio user writes as. Authors are matched to accounts by verified e-mail
 * (packages/db content.ts), so an existing author row with the user's address is theirs (the
 * seeded team@learnbox.dev); otherwise one is made from their name, as the content folder would.
 */
export async function authorFor(ctx: AuthoringContext, user: CurrentUser): Promise<AuthorRow> {
  const email = normalizeEmail(user.email);
  const [existing] = await ctx.works.authorsByEmail(email);
  if (existing) return existing;
  const base = slugify(user.name || email.split('@')[0] || 'author', 40);
  for (;;) {
    const created = await ctx.works.createAuthor({
      id: `${base}-${randomSuffix(3)}`,
      name: user.name,
      email,
      bio: '',
    });
    if (created) return created;
  }
}

/** A new work's id: its title's words and a random tail, never one the content folder uses. */
export async function newWorkId(ctx: AuthoringContext, title: string): Promise<string> {
  for (;;) {
    const id = `${slugify(title, 50)}-${randomSuffix()}`;
    if (!(await ctx.works.idTaken(id))) return id;
  }
}

async function freeSlug(ctx: AuthoringContext, table: 'collections' | 'shots', title: string) {
  const base = slugify(title);
  if (!(await ctx.works.slugTaken(table, base))) return base;
  for (;;) {
    const slug = `${base}-${randomSuffix(2)}`;
    if (!(await ctx.works.slugTaken(table, slug))) return slug;
  }
}

function firstDocument(kind: CollaborativeWorkKind, title: string): AnyDocument {
  if (kind === 'course')
    return {
      title,
      summary: '',
      description: '',
      tags: [],
      difficulty: 'beginner',
      cover_image_url: null,
      pricing: { kind: 'free' },
      visibility: 'public',
      modules: [],
    } satisfies CourseDocument;
  if (kind === 'path')
    return { title, summary: '', tags: [], path_type: 'regular', course_ids: [] } satisfies PathDocument;
  return {
    title,
    summary: '',
    tags: [],
    programming_tags: [],
    topic_tags: [],
    difficulty: 'beginner',
    license: 'CC BY-SA 4.0',
    attributions: [],
    widgets: [],
  } satisfies ShotDocument;
}

/**
 * POST /api/author/works: a draft live row (slug and author, seen by nobody else until published)
 * and revision 1. The creator is the author, hence the owner.
 */
export async function createWork(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  body: { kind: CollaborativeWorkKind; title: string },
) {
  const creator = requireAuthor(user);
  const author = await authorFor(ctx, creator);
  const id = await newWorkId(ctx, body.title);
  const title = body.title.trim();
  let slug: string;
  if (body.kind === 'shot') {
    slug = await freeSlug(ctx, 'shots', title);
    await ctx.works.insertDraftShot({
      id,
      slug,
      authorId: author.id,
      title,
      summary: '',
      content: [],
      status: 'draft',
    });
  } else {
    slug = await freeSlug(ctx, 'collections', title);
    await ctx.works.insertDraftCollection({
      id,
      slug,
      authorId: author.id,
      collectionType: body.kind === 'course' ? 'collection' : 'path',
      contentType: body.kind === 'course' ? 'collection' : 'path',
      pathType: body.kind === 'path' ? 'regular' : null,
      title,
      summary: '',
      status: 'draft',
    });
  }
  const saved = await ctx.revisions.insertNext(0, {
    kind: body.kind,
    id,
    document: firstDocument(body.kind, title) as unknown as Record<string, unknown>,
    parentId: null,
    savedBy: { id: creator.id, name: creator.name },
  });
  return { kind: body.kind, id, slug, head_revision: saved?.revision ?? 1 };
}
