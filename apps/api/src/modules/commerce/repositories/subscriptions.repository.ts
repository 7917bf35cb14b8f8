import { and, billingSubscriptions, type Database, desc, eq, sql } from '@learnbox/db';
import { SUBSCRIPTION_STATUS } from '@learnbox/domain';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** Subscriptions and their seats (billing_subscriptions): every state change is a conditional update, so racing requests and api copies settle a row once. */
export function createSubscriptionsRepository(db: Database) {
  return {
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
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
