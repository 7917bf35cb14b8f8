import { billingPlans, type Database, eq } from '@learnbox/db';

export type PlanRow = typeof billingPlans.$inferSelect;

/** The plans on sale (billing_plans). */
export function createPlansRepository(db: Database) {
  return {
    async listPlans(): Promise<PlanRow[]> {
      return db.select().from(billingPlans).where(eq(billingPlans.active, true));
    },

    async getPlan(code: string): Promise<PlanRow | null> {
      const [row] = await db.select().from(billingPlans).where(eq(billingPlans.code, code));
      return row ?? null;
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
