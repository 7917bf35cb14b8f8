import type { WorkKind, WorkReply } from '@learnbox/contracts';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { headOf, publishedRevisionOf } from '../documents';
import { slugify } from '../slugs';
import { type LocatedWork, openWork } from '../work-access';

/** The slug learners will find a work at (a new lesson's is settled when its course publishes). */
export function workSlug(work: LocatedWork, title: string): string {
  return (
    work.lesson?.slug ??
    work.shot?.slug ??
    (work.kind === 'lesson' ? slugify(title) : (work.collection?.slug ?? ''))
  );
}

/** GET /api/author/works/:kind/:id: the head draft and the caller's role (any collaborator). */
export async function getWork(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: { kind: WorkKind; id: string },
): Promise<WorkReply> {
  const { work, role } = await openWork(ctx, user, params.kind, params.id, 'read');
  const head = await headOf(ctx, work);
  const published = await publishedRevisionOf(ctx, work);
  return {
    kind: work.kind,
    id: work.id,
    slug: workSlug(work, head.document.title),
    role,
    status: published === null ? 'draft' : 'published',
    head_revision: head.revision,
    published_revision: published,
    updated_at: head.savedAt.toISOString(),
    updated_by: head.savedByName,
    document: head.document as unknown as Record<string, unknown>,
    ...(work.courseId ? { course_id: work.courseId } : {}),
  };
}
