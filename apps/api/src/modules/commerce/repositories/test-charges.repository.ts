import { billingTestCharges, type Database, eq } from '@learnbox/db';

export type TestChargeRow = typeof billingTestCharges.$inferSelect;

/** The built-in test processor's ledger (billing_test_charges), keyed by idempotency key. */
export function createTestChargesRepository(db: Database) {
  return {
    /** Records a charge once per key; null when the key already has one. */
    async insertCharge(row: typeof billingTestCharges.$inferInsert): Promise<TestChargeRow | null> {
      const [created] = await db
        .insert(billingTestCharges)
        .values(row)
        .onConflictDoNothing({ target: billingTestCharges.idempotencyKey })
        .returning();
      return created ?? null;
    },

    async chargeByKey(idempotencyKey: string): Promise<TestChargeRow | null> {
      const [row] = await db
        .select()
        .from(billingTestCharges)
        .where(eq(billingTestCharges.idempotencyKey, idempotencyKey));
      return row ?? null;
    },
  };
}

export type TestChargesRepository = ReturnType<typeof createTestChargesRepository>;
