import {
  and,
  collections,
  contentAuthors,
  contentRevisions,
  type Database,
  eq,
  inArray,
  lessons,
  shots,
  uploadedImages,
  workCollaborators,
} from '@learnbox/db';
import { hasTrustedEmail } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { UploadWork, WorkEditCheck } from './work-edit-check';

export type UploadedImageRow = typeof uploadedImages.$inferSelect;

/** The uploaded_images table (packages/db schema/uploads.ts). */
export function createUploadsRepository(db: Database) {
  return {
    async insert(row: Omit<UploadedImageRow, 'createdAt'>): Promise<void> {
      await db.insert(uploadedImages).values(row);
    },
    async find(key: string): Promise<UploadedImageRow | null> {
      const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.key, key)).limit(1);
      return row ?? null;
    },
  };
}

type CollaboratedKind = 'course' | 'shot';

/**
 * The edit check from the tables as they are: the author of a published course or shot (its
 * content_authors address is the user's verified address), or an active owner/editor row in
 * work_collaborators. A lesson is the course's: its course comes from the live lessons table or,
 * for a lesson not yet published, its draft revisions' parent.
 */
export function createWorkEditCheck(db: Database): WorkEditCheck {
  const authorEmailOf = async (kind: CollaboratedKind, id: string): Promise<string | null> => {
    const table = kind === 'course' ? collections : shots;
    const [row] = await db
      .select({ email: contentAuthors.email })
      .from(table)
      .innerJoin(contentAuthors, eq(contentAuthors.id, table.authorId))
      .where(eq(table.id, id))
      .limit(1);
    return row?.email ?? null;
  };
  const isCollaborator = async (user: CurrentUser, kind: CollaboratedKind, id: string) => {
    const [row] = await db
      .select({ id: workCollaborators.id })
      .from(workCollaborators)
      .where(
        and(
          eq(workCollaborators.workKind, kind),
          eq(workCollaborators.workId, id),
          eq(workCollaborators.userId, user.id),
          eq(workCollaborators.status, 'active'),
          inArray(workCollaborators.role, ['owner', 'editor']),
        ),
      )
      .limit(1);
    return row !== undefined;
  };
  const courseOfLesson = async (lessonId: string): Promise<string | null> => {
    const [live] = await db
      .select({ courseId: lessons.courseId })
      .from(lessons)
      .where(eq(lessons.id, lessonId))
      .limit(1);
    if (live) return live.courseId;
    const [draft] = await db
      .select({ courseId: contentRevisions.parentId })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.workKind, 'lesson'), eq(contentRevisions.workId, lessonId)))
      .limit(1);
    return draft?.courseId ?? null;
  };
  const canEditOwnWork = async (user: CurrentUser, kind: CollaboratedKind, id: string) =>
    hasTrustedEmail(user, await authorEmailOf(kind, id)) || (await isCollaborator(user, kind, id));

  return async (user: CurrentUser, work: UploadWork) => {
    if (!user.emailVerified) return false;
    if (work.kind !== 'lesson') return canEditOwnWork(user, work.kind, work.id);
    const courseId = await courseOfLesson(work.id);
    if (!courseId || (work.courseId !== undefined && work.courseId !== courseId)) return false;
    return canEditOwnWork(user, 'course', courseId);
  };
}
