import {
  type CourseDocument,
  type LessonDocument,
  type PathDocument,
  type ShotDocument,
  type WorkKind,
  workDocumentSchemas,
} from '@learnbox/contracts';
import { AUTHORING_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { AuthoringContext } from './authoring-context';
import type { LocatedWork } from './work-access';

export type AnyDocument = CourseDocument | LessonDocument | PathDocument | ShotDocument;

/** A document checked against its kind's schema; a 400 naming each broken field otherwise. */
export function parseDocument(kind: WorkKind, raw: unknown): AnyDocument {
  const parsed = workDocumentSchemas[kind].safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'document';
    errors[key] ??= issue.message;
  }
  const first = parsed.error.issues[0];
  // One broken field: its own sentence says it best; several: the general one, each named below.
  const message = parsed.error.issues.length === 1 && first ? first.message : AUTHORING_MESSAGES.BAD_DOCUMENT;
  throw new DomainError(message, STATUS.OPERATION_NOT_ALLOWED, errors);
}

/**
 * Revision 0: the work as the live tables hold it, for seeded works that were never saved in the
 * studio (their first save is revision 1). Null when there is nothing live (a new lesson).
 */
export async function liveDocument(ctx: AuthoringContext, work: LocatedWork): Promise<AnyDocument | null> {
  if (work.kind === 'lesson') {
    if (!work.lesson) return null;
    return {
      title: work.lesson.title,
      summary: work.lesson.summary,
      widgets: work.lesson.widgets as LessonDocument['widgets'],
    };
  }
  if (work.kind === 'shot' && work.shot) {
    const shot = work.shot;
    return {
      title: shot.title,
      summary: shot.summary,
      tags: shot.tags,
      programming_tags: shot.programmingTags,
      topic_tags: shot.topicTags,
      difficulty: shot.difficulty as ShotDocument['difficulty'],
      license: shot.license,
      attributions: shot.attributions,
      widgets: shot.content as ShotDocument['widgets'],
    };
  }
  const row = work.collection;
  if (!row) return null;
  if (work.kind === 'path')
    return {
      title: row.title,
      summary: row.summary,
      tags: row.tags,
      path_type: row.pathType ?? 'regular',
      course_ids: await ctx.works.pathCourseIds(row.id),
    };
  const outline = await ctx.works.courseOutline(row.id);
  return {
    title: row.title,
    summary: row.summary,
    description: row.description,
    tags: row.tags,
    difficulty: row.difficulty as CourseDocument['difficulty'],
    cover_image_url: row.coverImageUrl,
    pricing: row.isPriced
      ? { kind: 'priced', price_cents: row.priceCents ?? 0 }
      : row.isFree
        ? { kind: 'free' }
        : { kind: 'subscription' },
    visibility: row.isPrivate ? 'private' : 'public',
    modules: outline.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
    })),
  };
}

export interface HeadState {
  revision: number;
  document: AnyDocument;
  savedAt: Date;
  savedByName: string;
}

/** The newest revision, or revision 0 (the live work) when the studio never saved it. */
export async function headOf(ctx: AuthoringContext, work: LocatedWork): Promise<HeadState> {
  const head = await ctx.revisions.head(work.kind, work.id);
  if (head)
    return {
      revision: head.revision,
      document: head.document as AnyDocument,
      savedAt: head.savedAt,
      savedByName: head.savedByName,
    };
  const live = await liveDocument(ctx, work);
  if (!live) throw new DomainError(AUTHORING_MESSAGES.WORK_NOT_FOUND, STATUS.NOT_FOUND);
  const updatedAt =
    work.lesson?.updatedAt ?? work.shot?.updatedAt ?? work.collection?.updatedAt ?? new Date();
  return {
    revision: 0,
    document: live,
    savedAt: updatedAt,
    savedByName: work.anchor.author?.name ?? 'Learnbox',
  };
}

/** One revision's document (0: the live work); 404 with a sentence when there is no such revision. */
export async function documentAt(
  ctx: AuthoringContext,
  work: LocatedWork,
  revision: number,
): Promise<AnyDocument> {
  const found =
    revision === 0
      ? await liveDocument(ctx, work)
      : ((await ctx.revisions.find(work.kind, work.id, revision))?.document as AnyDocument | undefined);
  if (!found) throw new DomainError(AUTHORING_MESSAGES.REVISION_NOT_FOUND, STATUS.NOT_FOUND);
  return found;
}

/** What learners see now: the revision marked published, or 0 for a live work saved before the studio. */
export async function publishedRevisionOf(ctx: AuthoringContext, work: LocatedWork): Promise<number | null> {
  const marked = await ctx.revisions.publishedRevision(work.kind, work.id);
  if (marked !== null) return marked;
  if (work.kind === 'lesson') return work.lesson && work.collection?.status === 'published' ? 0 : null;
  if (work.kind === 'shot') return work.shot?.status === 'published' ? 0 : null;
  return work.collection?.status === 'published' ? 0 : null;
}
