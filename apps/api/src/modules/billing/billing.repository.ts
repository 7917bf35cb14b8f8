import {
  and,
  billingPlans,
  billingSubscriptions,
  billingTransactions,
  type Database,
  desc,
  eq,
  inArray,
  sql,
} from '@learnbox/db';
import { SUBSCRIPTION_STATUS } from '@learnbox/domain';

export type PlanRow = typeof billingPlans.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type TransactionRow = typeof billingTransactions.$inferSelect;
export type NewTransaction = typeof billingTransactions.$inferInsert;
export type TransactionStatus = 'charging' | 'fulfilling' | 'succeeded' | 'failed';

/** Plans, subscriptions and transactions: the only code that queries these tables. */
export function createBillingRepository(db: Database) {
  return {
    async listPlans(): Promise<PlanRow[]> {
      return db.select().from(billingPlans).where(eq(billingPlans.active, true));
    },

    async getPlan(code: string): Promise<PlanRow | null> {
      const [row] = await db.select().from(billingPlans).where(eq(billingPlans.code, code));
      return row ?? null;
    },

    async subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.userId, userId))
        .orderBy(desc(billingSubscriptions.createdAt));
    },

    async getSubscription(id: string): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id));
      return row ?? null;
    },

    async subscriptionOfOrganization(organizationId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.organizationId, organizationId))
        .orderBy(desc(billingSubscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    async insertSubscription(row: typeof billingSubscriptions.$inferInsert): Promise<SubscriptionRow> {
      const [created] = await db.insert(billingSubscriptions).values(row).returning();
      return created as SubscriptionRow;
    },

    async updateSubscription(
      id: string,
      set: Partial<typeof billingSubscriptions.$inferInsert>,
    ): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(billingSubscriptions)
        .set(set)
        .where(eq(billingSubscriptions.id, id))
        .returning();
      return row ?? null;
    },

    /** Ends an active subscription once: only the caller that flips 7001 -> 7002 gets the row. */
    async expireIfActive(id: string, at: Date): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(billingSubscriptions)
        .set({ status: SUBSCRIPTION_STATUS.EXPIRED, expiresAt: at })
        .where(
          and(eq(billingSubscriptions.id, id), eq(billingSubscriptions.status, SUBSCRIPTION_STATUS.ACTIVE)),
        )
        .returning();
      return row ?? null;
    },

    /** Extends a subscription only if nobody else renewed it since `from` was read. */
    async extendIf(id: string, from: Date, set: Partial<typeof billingSubscriptions.$inferInsert>) {
      const [row] = await db
        .update(billingSubscriptions)
        .set(set)
        .where(
          and(
            eq(billingSubscriptions.id, id),
            eq(billingSubscriptions.status, SUBSCRIPTION_STATUS.ACTIVE),
            eq(billingSubscriptions.expiresAt, from),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Active subscriptions whose term has ended, oldest first. */
    async dueSubscriptions(now: Date, limit = 100): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(billingSubscriptions)
        .where(
          and(
            eq(billingSubscriptions.status, SUBSCRIPTION_STATUS.ACTIVE),
            sql`${billingSubscriptions.expiresAt} <= ${now}`,
          ),
        )
        .orderBy(billingSubscriptions.expiresAt)
        .limit(limit);
    },

    /**
     * Adds seats atomically: the row only changes when the new total stays within max_seats, so
     * parallel purchases can never sell more seats than the plan allows.
     */
    async reserveSeats(id: string, count: number): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(billingSubscriptions)
        .set({ seats: sql`${billingSubscriptions.seats} + ${count}` })
        .where(
          and(
            eq(billingSubscriptions.id, id),
            eq(billingSubscriptions.status, SUBSCRIPTION_STATUS.ACTIVE),
            sql`${billingSubscriptions.seats} + ${count} <= ${billingSubscriptions.maxSeats}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async releaseSeats(id: string, count: number): Promise<void> {
      await db
        .update(billingSubscriptions)
        .set({ seats: sql`${billingSubscriptions.seats} - ${count}` })
        .where(eq(billingSubscriptions.id, id));
    },

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

export type BillingRepository = ReturnType<typeof createBillingRepository>;
