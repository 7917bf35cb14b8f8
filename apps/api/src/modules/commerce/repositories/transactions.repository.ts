import { and, billingTransactions, type Database, desc, eq, inArray, sql } from '@learnbox/db';

export type TransactionRow = typeof billingTransactions.$inferSelect;
export type NewTransaction = typeof billingTransactions.$inferInsert;
export type TransactionStatus = 'charging' | 'fulfilling' | 'succeeded' | 'failed';

/** Payments and their states (billing_transactions): charging -> fulfilling -> succeeded | failed, moved only from the expected state. */
export function createTransactionsRepository(db: Database) {
  return {
    /** Inserts the row unless (user, key) exists; null means another request owns the key. */
    async insertTransaction(row: NewTransaction): Promise<TransactionRow | null> {
      const [created] = await db
        .insert(billingTransactions)
        .values(row)
        .onConflictDoNothing({ target: [billingTransactions.userId, billingTransactions.idempotencyKey] })
        .returning();
      return created ?? null;
    },

    async transactionByKey(userId: string, key: string): Promise<TransactionRow | null> {
      const [row] = await db
        .select()
        .from(billingTransactions)
        .where(and(eq(billingTransactions.userId, userId), eq(billingTransactions.idempotencyKey, key)));
      return row ?? null;
    },

    async getTransaction(id: string): Promise<TransactionRow | null> {
      const [row] = await db.select().from(billingTransactions).where(eq(billingTransactions.id, id));
      return row ?? null;
    },

    async transactionsOf(userId: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(billingTransactions)
        .where(eq(billingTransactions.userId, userId))
        .orderBy(desc(billingTransactions.createdAt));
    },

    /** Moves a transaction between states only from the expected one (a claim). */
    async moveTransaction(
      id: string,
      from: TransactionStatus[],
      set: Partial<NewTransaction> & { status: TransactionStatus },
    ): Promise<TransactionRow | null> {
      const [row] = await db
        .update(billingTransactions)
        .set(set)
        .where(and(eq(billingTransactions.id, id), inArray(billingTransactions.status, from)))
        .returning();
      return row ?? null;
    },

    async updateTransaction(id: string, set: Partial<NewTransaction>): Promise<void> {
      await db.update(billingTransactions).set(set).where(eq(billingTransactions.id, id));
    },

    /** Transactions left mid-way (by a crash), created before `before`. */
    async unsettledTransactions(before: Date): Promise<TransactionRow[]> {
      return db
        .select()
        .from(billingTransactions)
        .where(
          and(
            inArray(billingTransactions.status, ['charging', 'fulfilling']),
            sql`${billingTransactions.createdAt} <= ${before}`,
          ),
        )
        .limit(200);
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
