import {
  and,
  asc,
  type Database,
  desc,
  eq,
  inArray,
  shotBookmarks,
  shotLikes,
  shotShares,
  shots,
  sql,
} from '@learnbox/db';

export type ShotRow = typeof shots.$inferSelect;

/**
 * Shots anyone may find: published and approved. The same rule as reading one
 * (shots.service `shotAccess`), so a listed shot never answers 404.
 */
export const listedShots = sql`${shots.status} = 'published' and ${shots.isApprovedForPublish} = true`;

/** How many readers liked a shot: its popularity in lists and search. */
export const shotLikeCount = sql<number>`(select count(*) from ${shotLikes} where ${shotLikes.shotId} = ${shots.id})::int`;

/** The columns a shot card shows. */
export const shotSummaryColumns = {
  id: shots.id,
  slug: shots.slug,
  title: shots.title,
  summary: shots.summary,
  tags: shots.tags,
  difficulty: shots.difficulty,
  readTime: shots.readTime,
  authorId: shots.authorId,
  publishedAt: shots.publishedAt,
};
export type ShotSummaryRow = { [K in keyof typeof shotSummaryColumns]: ShotRow[K] };

export function createShotsRepository(db: Database) {
  return {
    async findBySlug(slug: string): Promise<ShotRow | null> {
      const rows = await db.select().from(shots).where(eq(shots.slug, slug)).limit(1);
      return rows[0] ?? null;
    },

    async findById(id: string): Promise<ShotRow | null> {
      const rows = await db.select().from(shots).where(eq(shots.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** One page of listed shots, newest or most liked first, with how many there are in all. */
    async listPublished(options: {
      tag?: string | undefined;
      sort: 'newest' | 'popular';
      limit: number;
      offset: number;
    }) {
      const conditions = [listedShots];
      if (options.tag) conditions.push(sql`${shots.tags} @> ${JSON.stringify([options.tag])}::jsonb`);
      const order =
        options.sort === 'popular'
          ? [desc(shotLikeCount), desc(shots.publishedAt), asc(shots.slug)]
          : [desc(shots.publishedAt), asc(shots.slug)];
      const where = and(...conditions);
      const rows = await db
        .select({ ...shotSummaryColumns, likes: shotLikeCount, total: sql<number>`(count(*) over ())::int` })
        .from(shots)
        .where(where)
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && options.offset > 0) {
        const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(shots).where(where);
        total = count?.n ?? 0;
      }
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    /** Listed shots by id (search results); drafts and unapproved shots are left out. */
    async summariesByIds(ids: string[]): Promise<ShotSummaryRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(shotSummaryColumns)
        .from(shots)
        .where(and(listedShots, inArray(shots.id, ids)));
    },

    async likeCount(shotId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(shotLikes)
        .where(eq(shotLikes.shotId, shotId));
      return row?.n ?? 0;
    },

    async readerMarks(shotId: string, userId: string): Promise<{ liked: boolean; bookmarked: boolean }> {
      const [liked] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(shotLikes)
        .where(and(eq(shotLikes.shotId, shotId), eq(shotLikes.userId, userId)));
      const [bookmarked] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(shotBookmarks)
        .where(and(eq(shotBookmarks.shotId, shotId), eq(shotBookmarks.userId, userId)));
      return { liked: (liked?.n ?? 0) > 0, bookmarked: (bookmarked?.n ?? 0) > 0 };
    },

    async setLiked(shotId: string, userId: string, liked: boolean): Promise<void> {
      if (liked) await db.insert(shotLikes).values({ shotId, userId }).onConflictDoNothing();
      else await db.delete(shotLikes).where(and(eq(shotLikes.shotId, shotId), eq(shotLikes.userId, userId)));
    },

    async setBookmarked(shotId: string, userId: string, bookmarked: boolean): Promise<void> {
      if (bookmarked) await db.insert(shotBookmarks).values({ shotId, userId }).onConflictDoNothing();
      else
        await db
          .delete(shotBookmarks)
          .where(and(eq(shotBookmarks.shotId, shotId), eq(shotBookmarks.userId, userId)));
    },

    /**
     * Counts a share once per sharer and shot: the counter moves only when this sharer's row is
     * new, in one transaction, so repeats and parallel calls by one person add nothing.
     */
    async addShare(shotId: string, sharer: string): Promise<number> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(shotShares)
          .values({ shotId, sharer })
          .onConflictDoNothing()
          .returning({ shotId: shotShares.shotId });
        const [row] =
          inserted.length > 0
            ? await tx
                .update(shots)
                .set({ shares: sql`${shots.shares} + 1` })
                .where(eq(shots.id, shotId))
                .returning({ shares: shots.shares })
            : await tx.select({ shares: shots.shares }).from(shots).where(eq(shots.id, shotId));
        return row?.shares ?? 0;
      });
    },
  };
}
export type ShotsRepository = ReturnType<typeof createShotsRepository>;
