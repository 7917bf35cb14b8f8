import { type Database, salesLeads } from '@learnbox/db';

export type LeadInsert = Omit<typeof salesLeads.$inferInsert, 'id' | 'createdAt'>;

/** The only place the sales module touches Drizzle. */
export function createLeadsRepository(db: Database) {
  return {
    async insert(row: LeadInsert): Promise<{ id: string; createdAt: Date }> {
      const [created] = await db
        .insert(salesLeads)
        .values(row)
        .returning({ id: salesLeads.id, createdAt: salesLeads.createdAt });
      if (!created) throw new Error('sales lead insert returned no row');
      return created;
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
