import { type Database, productEvents } from '@learnbox/db';
import { and, eq } from 'drizzle-orm';

export type ProductEventInsert = Omit<typeof productEvents.$inferInsert, 'id'>;

/** The only place product events touch Drizzle. */
export function createEventsRepository(db: Database) {
  return {
    async insert(rows: ProductEventInsert[]): Promise<void> {
      if (rows.length) await db.insert(productEvents).values(rows);
    },
    async hasUserEvent(userId: string, name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: productEvents.id })
        .from(productEvents)
        .where(and(eq(productEvents.userId, userId), eq(productEvents.name, name)))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
