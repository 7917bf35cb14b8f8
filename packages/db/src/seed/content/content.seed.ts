import { eq } from 'drizzle-orm';
import type { Database } from '../../client';
import { entitlements, users } from '../../schema/index';
import { parseContentFiles } from './content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder } from './content-folder';
import { importContent } from './content-store';

/**
 * The seed's demo access (issue 5): who may read which priced content before billing exists. Bound
 * to the demo accounts' ids, never looked up by address: whoever signed up first with
 * subscriber@example.com (unverified, issue 10) must not receive the demo subscription.
 */
export const SEED_ENTITLEMENTS = [
  {
    id: 'ent-seed-subscriber',
    userId: 'usr_demo_subscriber',
    kind: 'subscription' as const,
    courseId: null,
  },
  {
    id: 'ent-seed-owner',
    userId: 'usr_demo_owner',
    kind: 'course' as const,
    courseId: 'crs-cpp-data-structures',
  },
];

/** Adds the content folder's courses, paths and shots that are not in the database yet. */
export async function seedContent(db: Database, dir = DEFAULT_CONTENT_DIR): Promise<void> {
  await importContent(db, parseContentFiles(readContentFolder(dir)), 'missing-only');
  await seedEntitlements(db);
}

/** Grants the demo accounts (seeded before this step) their access; skips one that does not exist. */
async function seedEntitlements(db: Database): Promise<void> {
  const oneYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  for (const grant of SEED_ENTITLEMENTS) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, grant.userId));
    if (!user) continue;
    await db
      .insert(entitlements)
      .values({
        id: grant.id,
        userId: user.id,
        kind: grant.kind,
        courseId: grant.courseId,
        expiresAt: grant.kind === 'subscription' ? oneYear : null,
        source: 'seed',
      })
      .onConflictDoNothing();
  }
}
