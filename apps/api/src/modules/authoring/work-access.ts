import type { CollaborativeWorkKind, WorkKind, WorkRole } from '@learnbox/contracts';
import {
  AUTHORING_MESSAGES,
  DomainError,
  hasTrustedEmail,
  NOT_LOGGED_IN_MESSAGE,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { authorize, type WorkAction } from '../../platform/policies';
import type { AuthoringContext } from './authoring-context';
import type { AuthorRow, CollectionRow, LiveLessonRow, ShotRow } from './repositories/works.repository';

/**
 * A work as the studio finds it: its live row (a studio-created course, path or shot has a draft
 * one from the start; a lesson is live once its course is published) and the work whose
 * collaborators decide who may touch it (a lesson's course).
 */
export interface LocatedWork {
  kind: WorkKind;
  id: string;
  anchor: { kind: CollaborativeWorkKind; id: string; author: AuthorRow | null; title: string };
  collection: CollectionRow | null;
  shot: ShotRow | null;
  /** The live lesson row, when the lesson is published. */
  lesson: LiveLessonRow | null;
  /** A lesson's course. */
  courseId: string | null;
}

/** The studio's callers: signed in (401) with a verified address (403), as the contract says. */
export function requireAuthor(user: CurrentUser | null): CurrentUser {
  if (!user) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
  if (!user.emailVerified) throw new DomainError(AUTHORING_MESSAGES.VERIFY_EMAIL_FIRST, STATUS.ACCESS_DENIED);
  return user;
}

export async function locateWork(
  ctx: AuthoringContext,
  kind: WorkKind,
  id: string,
): Promise<LocatedWork | null> {
  const empty = { collection: null, shot: null, lesson: null, courseId: null };
  if (kind === 'shot') {
    const shot = await ctx.works.shot(id);
    if (!shot) return null;
    const author = await ctx.works.author(shot.authorId);
    return { ...empty, kind, id, shot, anchor: { kind: 'shot', id, author, title: shot.title } };
  }
  if (kind === 'lesson') {
    const lesson = await ctx.works.liveLesson(id);
    const courseId = lesson?.courseId ?? (await ctx.revisions.lessonParent(id));
    if (!courseId) return null;
    const course = await ctx.works.collection(courseId);
    if (!course) return null;
    const author = await ctx.works.author(course.authorId);
    return {
      ...empty,
      kind,
      id,
      lesson,
      courseId,
      collection: course,
      anchor: { kind: 'course', id: courseId, author, title: course.title },
    };
  }
  const collection = await ctx.works.collection(id);
  const wanted = kind === 'course' ? 'collection' : 'path';
  if (!collection || collection.collectionType !== wanted) return null;
  const author = await ctx.works.author(collection.authorId);
  return { ...empty, kind, id, collection, anchor: { kind, id, author, title: collection.title } };
}

/** The work's author (by verified address) is an owner; others by their accepted invitation. */
export async function roleOn(
  ctx: AuthoringContext,
  work: LocatedWork | null,
  user: CurrentUser,
): Promise<WorkRole | null> {
  if (!work) return null;
  if (work.anchor.author && hasTrustedEmail(user, work.anchor.author.email)) return 'owner';
  return ctx.collaborators.activeRole(work.anchor.kind, work.anchor.id, user.id);
}

/**
 * Finds the work and asks the work policy: 401, 403 for an unverified address, 404 for anyone
 * who does not collaborate on it (whether or not it exists), 403 for a reviewer changing it.
 */
export async function openWork(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  kind: WorkKind,
  id: string,
  action: WorkAction,
): Promise<{ work: LocatedWork; role: WorkRole; user: CurrentUser }> {
  const author = requireAuthor(user);
  const work = await locateWork(ctx, kind, id);
  const role = await roleOn(ctx, work, author);
  authorize(author, action, { kind: 'work', role });
  if (!work || !role) throw new DomainError(AUTHORING_MESSAGES.WORK_NOT_FOUND, STATUS.NOT_FOUND);
  return { work, role, user: author };
}
