import { and, type Database, desc, eq, shotBookmarks, shotLikes, shots, sql } from '@learnbox/db';

export type ShotRow = typeof shots.$inferSelect;

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

    async listPublished(options: { tag?: string | undefined; limit: number; offset: number }) {
      const conditions = [eq(shots.status, 'published'), eq(shots.isApprovedForPublish, true)];
      if (options.tag) conditions.push(sql`${shots.tags} @> ${JSON.stringify([options.tag])}::jsonb`);
      const rows = await db
        .select({
          id: shots.id,
          slug: shots.slug,
          title: shots.title,
          summary: shots.summary,
          tags: shots.tags,
          difficulty: shots.difficulty,
          readTime: shots.readTime,
          authorId: shots.authorId,
          publishedAt: shots.publishedAt,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(shots)
        .where(and(...conditions))
        .orderBy(desc(shots.publishedAt), shots.slug)
        .limit(options.limit)
        .offset(options.offset);
      return { rows, total: rows[0]?.total ?? 0 };
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

    async addShare(shotId: string): Promise<number> {
      const [row] = await db
        .update(shots)
        .set({ shares: sql`${shots.shares} + 1` })
        .where(eq(shots.id, shotId))
        .returning({ shares: shots.shares });
      return row?.shares ?? 0;
    },
  };
}
export type ShotsRepository = ReturnType<typeof createShotsRepository>;
