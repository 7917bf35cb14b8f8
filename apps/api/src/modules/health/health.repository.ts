import { type Database, sql } from '@learnbox/db';

/** The cheapest query there is: a health check that skipped the database would call a dead api healthy. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
