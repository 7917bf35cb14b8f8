import { and, type Database, desc, eq, mailOutbox, sql } from '@learnbox/db';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<typeof mailOutbox.$inferInsert, 'to' | 'subject' | 'text' | 'html' | 'kind'>;

/** How long a claimed attempt owns its row before another process may retry it. */
const CLAIM_LEASE = sql`interval '5 minutes'`;

export function createMailRepository(db: Database) {
  return {
    async insert(row: NewOutboxRow): Promise<OutboxRow> {
      const [inserted] = await db.insert(mailOutbox).values(row).returning();
      if (!inserted) throw new Error('The outbox insert returned no row.');
      return inserted;
    },

    /**
     * Takes one attempt at a due row: the update succeeds for exactly one caller, so two
     * processes (or a retry loop and a fresh send) never deliver the same mail twice.
     */
    async claim(id: number): Promise<OutboxRow | null> {
      const [row] = await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
        .where(
          and(
            eq(mailOutbox.id, id),
            eq(mailOutbox.status, 'pending'),
            sql`${mailOutbox.nextAttemptAt} <= now()`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async dueIds(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), sql`${mailOutbox.nextAttemptAt} <= now()`))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
        .where(eq(mailOutbox.id, id));
    },

    async listRecent(limit: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },

    async findById(id: number): Promise<OutboxRow | null> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
