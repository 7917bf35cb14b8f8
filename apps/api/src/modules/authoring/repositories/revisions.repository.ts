import type { WorkKind } from '@learnbox/contracts';
import { and, contentRevisions, type Database, desc, eq, inArray, sql } from '@learnbox/db';

export interface RevisionRow {
  revision: number;
  document: Record<string, unknown>;
  parentId: string | null;
  savedBy: string;
  savedByName: string;
  savedAt: Date;
  published: boolean;
}

export interface NewRevision {
  kind: WorkKind;
  id: string;
  document: Record<string, unknown>;
  parentId: string | null;
  savedBy: { id: string; name: string };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ofWork = (kind: WorkKind, id: string) =>
  and(eq(contentRevisions.workKind, kind), eq(contentRevisions.workId, id));

/** The revisions of works (content_revisions): the only code that reads or writes that table. */
export function createRevisionsRepository(db: Database) {
  return {
    async head(kind: WorkKind, id: string): Promise<RevisionRow | null> {
      const [row] = await db
        .select()
        .from(contentRevisions)
        .where(ofWork(kind, id))
        .orderBy(desc(contentRevisions.revision))
        .limit(1);
      return row ?? null;
    },

    async find(kind: WorkKind, id: string, revision: number): Promise<RevisionRow | null> {
      const [row] = await db
        .select()
        .from(contentRevisions)
        .where(and(ofWork(kind, id), eq(contentRevisions.revision, revision)));
      return row ?? null;
    },

    /** Newest first, without documents. */
    async list(kind: WorkKind, id: string) {
      return db
        .select({
          revision: contentRevisions.revision,
          savedAt: contentRevisions.savedAt,
          savedByName: contentRevisions.savedByName,
          published: contentRevisions.published,
        })
        .from(contentRevisions)
        .where(ofWork(kind, id))
        .orderBy(desc(contentRevisions.revision));
    },

    async publishedRevision(kind: WorkKind, id: string): Promise<number | null> {
      const [row] = await db
        .select({ revision: contentRevisions.revision })
        .from(contentRevisions)
        .where(and(ofWork(kind, id), eq(contentRevisions.published, true)))
        .limit(1);
      return row?.revision ?? null;
    },

    /**
     * Adds revision base+1 only while base is the head, in ONE statement: the max() check reads
     * the head, and the unique (kind, id, revision) key makes a second save on the same base wait
     * for the first and then insert nothing. Null when the save lost (the caller answers 409).
     */
    async insertNext(base: number, next: NewRevision): Promise<{ revision: number; savedAt: Date } | null> {
      const result = await db.execute(sql`
        insert into content_revisions (work_kind, work_id, revision, document, parent_id, saved_by, saved_by_name)
        select ${next.kind}, ${next.id}, ${base + 1}, ${JSON.stringify(next.document)}::jsonb, ${next.parentId},
          ${next.savedBy.id}, ${next.savedBy.name}
        where coalesce((select max(revision) from content_revisions
          where work_kind = ${next.kind} and work_id = ${next.id}), 0) = ${base}
        on conflict (work_kind, work_id, revision) do nothing
        returning revision, saved_at`);
      const [row] = rowsOf<{ revision: number; saved_at: Date | string }>(result);
      return row ? { revision: Number(row.revision), savedAt: new Date(row.saved_at) } : null;
    },

    /** Marks which revision learners see: that one, and no other. */
    async markPublished(kind: WorkKind, id: string, revision: number): Promise<void> {
      await db
        .update(contentRevisions)
        .set({ published: sql`${contentRevisions.revision} = ${revision}` })
        .where(ofWork(kind, id));
    },

    /** The course a lesson that exists only in the studio belongs to. */
    async lessonParent(id: string): Promise<string | null> {
      const [row] = await db
        .select({ parentId: contentRevisions.parentId })
        .from(contentRevisions)
        .where(ofWork('lesson', id))
        .orderBy(desc(contentRevisions.revision))
        .limit(1);
      return row?.parentId ?? null;
    },

    /** The head revision of each of these works of a kind (a course's lessons when publishing it). */
    async heads(kind: WorkKind, ids: string[]): Promise<Map<string, RevisionRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([contentRevisions.workId])
        .from(contentRevisions)
        .where(and(eq(contentRevisions.workKind, kind), inArray(contentRevisions.workId, ids)))
        .orderBy(contentRevisions.workId, desc(contentRevisions.revision));
      return new Map(rows.map((row) => [row.workId, row]));
    },

    /** The published revision number of each of these works of a kind that has one. */
    async publishedRevisions(kind: WorkKind, ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ workId: contentRevisions.workId, revision: contentRevisions.revision })
        .from(contentRevisions)
        .where(
          and(
            eq(contentRevisions.workKind, kind),
            inArray(contentRevisions.workId, ids),
            eq(contentRevisions.published, true),
          ),
        );
      return new Map(rows.map((row) => [row.workId, row.revision]));
    },
  };
}
export type RevisionsRepository = ReturnType<typeof createRevisionsRepository>;
