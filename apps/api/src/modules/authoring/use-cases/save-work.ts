import type { SavedReply, WorkKind } from '@learnbox/contracts';
import { DomainError, KNOWN_MESSAGES, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { type AnyDocument, parseDocument } from '../documents';
import { type LocatedWork, openWork } from '../work-access';

/**
 * Adds `document` as revision base+1, or answers the spec's 409 with the head the caller missed
 * (errors.head_revision) when someone saved first. The check and the insert are one statement
 * (revisions repository), so two saves on the same base can never both win.
 */
export async function saveRevision(
  ctx: AuthoringContext,
  work: LocatedWork,
  user: CurrentUser,
  base: number,
  document: AnyDocument,
): Promise<SavedReply> {
  const saved = await ctx.revisions.insertNext(base, {
    kind: work.kind,
    id: work.id,
    document: document as unknown as Record<string, unknown>,
    parentId: work.courseId,
    savedBy: { id: user.id, name: user.name },
  });
  if (!saved) {
    const head = await ctx.revisions.head(work.kind, work.id);
    throw new DomainError(KNOWN_MESSAGES.CONTENT_JUST_UPDATED, STATUS.ALREADY_EXISTS, {
      head_revision: String(head?.revision ?? 0),
    });
  }
  return { head_revision: saved.revision, saved_at: saved.savedAt.toISOString() };
}

/** PUT /api/author/works/:kind/:id: owners and editors; reviewers get a 403 sentence. */
export async function saveWork(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: { kind: WorkKind; id: string },
  body: { base_revision: number; document: unknown },
): Promise<SavedReply> {
  const opened = await openWork(ctx, user, params.kind, params.id, 'edit');
  const document = parseDocument(params.kind, body.document);
  return saveRevision(ctx, opened.work, opened.user, body.base_revision, document);
}
