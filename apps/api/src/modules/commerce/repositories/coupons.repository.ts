import { and, billingCoupons, type Database, eq, sql } from '@learnbox/db';

export type CouponRow = typeof billingCoupons.$inferSelect;

/** Coupon codes and their use counts (billing_coupons). */
export function createCouponsRepository(db: Database) {
  return {
    async getCoupon(code: string): Promise<CouponRow | null> {
      const [row] = await db
        .select()
        .from(billingCoupons)
        .where(sql`upper(${billingCoupons.code}) = upper(${code})`);
      return row ?? null;
    },

    async insertCoupon(row: typeof billingCoupons.$inferInsert): Promise<void> {
      await db.insert(billingCoupons).values(row).onConflictDoNothing();
    },

    /** Counts one use unless the limit is reached (atomic); false when used up. */
    async useCoupon(code: string): Promise<boolean> {
      const rows = await db
        .update(billingCoupons)
        .set({ usedCount: sql`${billingCoupons.usedCount} + 1` })
        .where(
          and(
            eq(billingCoupons.code, code),
            sql`(${billingCoupons.maxUses} is null or ${billingCoupons.usedCount} < ${billingCoupons.maxUses})`,
          ),
        )
        .returning({ code: billingCoupons.code });
      return rows.length > 0;
    },

    /** Gives a use back (the charge failed). */
    async releaseCoupon(code: string): Promise<void> {
      await db
        .update(billingCoupons)
        .set({ usedCount: sql`greatest(${billingCoupons.usedCount} - 1, 0)` })
        .where(eq(billingCoupons.code, code));
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
