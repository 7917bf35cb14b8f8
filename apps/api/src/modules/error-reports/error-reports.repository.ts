import { type Database, desc, eq, errorEvents, sql, users } from '@learnbox/db';

export interface ErrorEventRow {
  fingerprint: string;
  message: string;
  level: string;
  platform: string;
  release: string | null;
  url: string | null;
  userId: string | null;
}

export function createErrorReportsRepository(db: Database) {
  return {
    /** One more occurrence: a new row, or the group's count and last details bumped. */
    async record(row: ErrorEventRow, at: Date): Promise<void> {
      // A user id from a report is only a claim: keep it only when that account exists.
      const userId = row.userId
        ? ((await db.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).limit(1))[0]?.id ??
          null)
        : null;
      await db
        .insert(errorEvents)
        .values({ ...row, userId, count: 1, firstSeenAt: at, lastSeenAt: at })
        .onConflictDoUpdate({
          target: errorEvents.fingerprint,
          set: {
            count: sql`${errorEvents.count} + 1`,
            lastSeenAt: at,
            message: row.message,
            level: row.level,
            release: row.release,
            url: row.url,
            userId,
          },
        });
    },

    listGroups: (limit: number) =>
      db.select().from(errorEvents).orderBy(desc(errorEvents.lastSeenAt)).limit(limit),
  };
}
export type ErrorReportsRepository = ReturnType<typeof createErrorReportsRepository>;
