import { and, billingGifts, type Database, eq, sql } from '@learnbox/db';

export type GiftRow = typeof billingGifts.$inferSelect;

/** Gifted subscriptions (billing_gifts): bought, delivered by e-mail on their date, redeemed once. */
export function createGiftsRepository(db: Database) {
  return {
    async insertGift(row: typeof billingGifts.$inferInsert): Promise<GiftRow> {
      const [created] = await db.insert(billingGifts).values(row).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(billingGifts)
        .where(eq(billingGifts.transactionId, row.transactionId));
      return existing as GiftRow;
    },

    async getGift(code: string): Promise<GiftRow | null> {
      const [row] = await db.select().from(billingGifts).where(eq(billingGifts.code, code));
      return row ?? null;
    },

    async giftByTransaction(transactionId: string): Promise<GiftRow | null> {
      const [row] = await db.select().from(billingGifts).where(eq(billingGifts.transactionId, transactionId));
      return row ?? null;
    },

    /** Marks a gift redeemed once; null when someone already did. */
    async redeemGift(code: string, userId: string, at: Date): Promise<GiftRow | null> {
      const [row] = await db
        .update(billingGifts)
        .set({ redeemedBy: userId, redeemedAt: at })
        .where(and(eq(billingGifts.code, code), sql`${billingGifts.redeemedBy} is null`))
        .returning();
      return row ?? null;
    },

    async unredeemedGiftsFor(email: string): Promise<GiftRow[]> {
      return db
        .select()
        .from(billingGifts)
        .where(
          and(
            sql`lower(${billingGifts.recipientEmail}) = lower(${email})`,
            sql`${billingGifts.redeemedBy} is null`,
          ),
        );
    },

    /** Gifts whose delivery date has come and whose e-mail is not sent; claimed one by one. */
    async claimDueGift(now: Date): Promise<GiftRow | null> {
      const [row] = await db
        .update(billingGifts)
        .set({ deliveredAt: now })
        .where(
          eq(
            billingGifts.code,
            sql`(select ${billingGifts.code} from ${billingGifts} where ${billingGifts.deliveredAt} is null and ${billingGifts.deliverAt} <= ${now} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type GiftsRepository = ReturnType<typeof createGiftsRepository>;
