import {
  and,
  contentAuthors,
  contentFeedback,
  type Database,
  desc,
  eq,
  inArray,
  shots,
  sql,
} from '@learnbox/db';

export type FeedbackInsert = Omit<typeof contentFeedback.$inferInsert, 'id' | 'createdAt'>;
export type ReceivedFeedbackRow = Awaited<ReturnType<FeedbackRepository['receivedBy']>>[number];

/** The longest list an author's page shows: the newest feedback first. */
const RECEIVED_LIMIT = 200;

export function createFeedbackRepository(db: Database) {
  return {
    async insert(row: FeedbackInsert): Promise<{ id: string; createdAt: Date }> {
      const [created] = await db
        .insert(contentFeedback)
        .values(row)
        .returning({ id: contentFeedback.id, createdAt: contentFeedback.createdAt });
      if (!created) throw new Error('feedback insert returned no row');
      return created;
    },

    /** A shot anyone may read (published and approved, like /answers lists), with its author. */
    async publishedShot(id: string) {
      const rows = await db
        .select({ id: shots.id, authorId: shots.authorId, authorEmail: contentAuthors.email })
        .from(shots)
        .innerJoin(contentAuthors, eq(contentAuthors.id, shots.authorId))
        .where(and(eq(shots.id, id), eq(shots.status, 'published'), eq(shots.isApprovedForPublish, true)))
        .limit(1);
      return rows[0] ?? null;
    },

    async author(id: string) {
      const rows = await db
        .select({ id: contentAuthors.id, email: contentAuthors.email })
        .from(contentAuthors)
        .where(eq(contentAuthors.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The author records of a verified address (content names authors by e-mail). */
    async authorIdsOf(email: string): Promise<string[]> {
      const rows = await db
        .select({ id: contentAuthors.id })
        .from(contentAuthors)
        .where(sql`lower(${contentAuthors.email}) = ${email}`);
      return rows.map((row) => row.id);
    },

    async receivedBy(authorIds: string[]) {
      if (authorIds.length === 0) return [];
      return db
        .select({
          id: contentFeedback.id,
          kind: contentFeedback.kind,
          shotId: contentFeedback.shotId,
          shotTitle: shots.title,
          shotSlug: shots.slug,
          reason: contentFeedback.reason,
          rating: contentFeedback.rating,
          message: contentFeedback.message,
          senderName: contentFeedback.senderName,
          createdAt: contentFeedback.createdAt,
        })
        .from(contentFeedback)
        .leftJoin(shots, eq(shots.id, contentFeedback.shotId))
        .where(inArray(contentFeedback.authorId, authorIds))
        .orderBy(desc(contentFeedback.createdAt))
        .limit(RECEIVED_LIMIT);
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
