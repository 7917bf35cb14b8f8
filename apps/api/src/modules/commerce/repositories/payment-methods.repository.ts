import { randomUUID } from 'node:crypto';
import { and, billingPaymentMethods, type Database, desc, eq } from '@learnbox/db';

export type PaymentMethodRow = typeof billingPaymentMethods.$inferSelect;

/** Saved cards (billing_payment_methods) and which card fingerprints have had a B2C trial. */
export function createPaymentMethodsRepository(db: Database) {
  return {
    /** Saves a card once per (user, fingerprint); returns the stored row. */
    async savePaymentMethod(
      row: Omit<typeof billingPaymentMethods.$inferInsert, 'id'>,
    ): Promise<PaymentMethodRow> {
      const [existing] = await db
        .select()
        .from(billingPaymentMethods)
        .where(
          and(
            eq(billingPaymentMethods.userId, row.userId),
            eq(billingPaymentMethods.fingerprint, row.fingerprint),
          ),
        );
      if (existing) {
        const [updated] = await db
          .update(billingPaymentMethods)
          .set({ processorToken: row.processorToken, expMonth: row.expMonth, expYear: row.expYear })
          .where(eq(billingPaymentMethods.id, existing.id))
          .returning();
        return updated as PaymentMethodRow;
      }
      const [created] = await db
        .insert(billingPaymentMethods)
        .values({ ...row, id: `pm_${randomUUID()}` })
        .returning();
      return created as PaymentMethodRow;
    },

    async getPaymentMethod(id: string): Promise<PaymentMethodRow | null> {
      const [row] = await db.select().from(billingPaymentMethods).where(eq(billingPaymentMethods.id, id));
      return row ?? null;
    },

    async latestPaymentMethod(userId: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(billingPaymentMethods)
        .where(eq(billingPaymentMethods.userId, userId))
        .orderBy(desc(billingPaymentMethods.createdAt))
        .limit(1);
      return row ?? null;
    },

    async fingerprintUsedForTrial(fingerprint: string): Promise<boolean> {
      const rows = await db
        .select({ id: billingPaymentMethods.id })
        .from(billingPaymentMethods)
        .where(
          and(
            eq(billingPaymentMethods.fingerprint, fingerprint),
            eq(billingPaymentMethods.usedForB2cTrial, true),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async markUsedForTrial(id: string): Promise<void> {
      await db
        .update(billingPaymentMethods)
        .set({ usedForB2cTrial: true })
        .where(eq(billingPaymentMethods.id, id));
    },
  };
}

export type PaymentMethodsRepository = ReturnType<typeof createPaymentMethodsRepository>;
