import type { WorkKind } from '@learnbox/contracts';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { documentAt, liveDocument, publishedRevisionOf } from '../documents';
import { openWork } from '../work-access';

/** GET …/revisions: newest first; a seeded work never saved in the studio lists its live revision 0. */
export async function listRevisions(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: { kind: WorkKind; id: string },
) {
  const { work } = await openWork(ctx, user, params.kind, params.id, 'read');
  const rows = await ctx.revisions.list(work.kind, work.id);
  const revisions = rows.map((row) => ({
    revision: row.revision,
    saved_at: row.savedAt.toISOString(),
    saved_by: row.savedByName,
    published: row.published,
  }));
  // Revision 0 is the live work from before the studio (a seeded work), while it is still useful.
  const published = await publishedRevisionOf(ctx, work);
  if ((published === 0 || rows.length === 0) && (await liveDocument(ctx, work)))
    revisions.push({
      revision: 0,
      saved_at: (
        work.lesson?.updatedAt ??
        work.shot?.updatedAt ??
        work.collection?.updatedAt ??
        new Date()
      ).toISOString(),
      saved_by: work.anchor.author?.name ?? 'Learnbox',
      published: published === 0,
    });
  return { revisions };
}

/** GET …/revisions/:revision: one revision, whole. */
export async function getRevision(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: { kind: WorkKind; id: string; revision: number },
) {
  const { work } = await openWork(ctx, user, params.kind, params.id, 'read');
  const document = await documentAt(ctx, work, params.revision);
  return { revision: params.revision, document: document as unknown as Record<string, unknown> };
}
