import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { entitlements } from '../../schema/index';
import { parseContentFiles } from './content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder } from './content-folder';
import { importContent, refreshMissingCollectionSearch } from './content-store';

/** The seed's demo access (issue 5): who may read which priced content before billing exists. */
export const SEED_ENTITLEMENTS = [
  {
    id: 'ent-seed-subscriber',
    email: 'subscriber@example.com',
    kind: 'subscription' as const,
    courseId: null,
  },
  {
    id: 'ent-seed-owner',
    email: 'owner@example.com',
    kind: 'course' as const,
    courseId: 'crs-cpp-data-structures',
  },
];

/** Adds the content folder's courses, paths and shots that are not in the database yet. */
export async function seedContent(db: Database, dir = DEFAULT_CONTENT_DIR): Promise<void> {
  await importContent(db, parseContentFiles(readContentFolder(dir)), 'missing-only');
  await refreshMissingCollectionSearch(db);
  await seedEntitlements(db);
}

/**
 * Users come from the accounts module, seeded before this step. Its table may not exist yet (or
 * be named differently), so each user is looked up by e-mail and skipped when not found.
 */
async function seedEntitlements(db: Database): Promise<void> {
  const table = await findUserTable(db);
  if (!table) return;
  const oneYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  for (const grant of SEED_ENTITLEMENTS) {
    const result = await db.execute(
      sql`select id::text as id from ${sql.identifier(table)} where lower(email) = ${grant.email} limit 1`,
    );
    const userId = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
    if (!userId) continue;
    await db
      .insert(entitlements)
      .values({
        id: grant.id,
        userId,
        kind: grant.kind,
        courseId: grant.courseId,
        expiresAt: grant.kind === 'subscription' ? oneYear : null,
        source: 'seed',
      })
      .onConflictDoNothing();
  }
}

async function findUserTable(db: Database): Promise<string | null> {
  for (const name of ['user', 'users']) {
    const result = await db.execute(
      sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${name} and column_name = 'email'`,
    );
    if ((result as unknown as { rows: unknown[] }).rows.length > 0) return name;
  }
  return null;
}
