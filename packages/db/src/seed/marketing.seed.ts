import type { Database } from '../client';
import { marketingForms, marketingPages } from '../schema/index';
import { SEEDED_MARKETING_FORMS, SEEDED_MARKETING_PAGES } from './marketing/marketing-pages.seed-data';

/** Marketing pages for each acquisition path and their form; staff edits are kept on a re-seed. */
export async function seedMarketing(db: Database): Promise<void> {
  await db.insert(marketingForms).values(SEEDED_MARKETING_FORMS).onConflictDoNothing();
  await db
    .insert(marketingPages)
    .values(
      SEEDED_MARKETING_PAGES.map((entry) => ({
        slug: entry.slug,
        visibility: 'public' as const,
        settings: entry.settings,
      })),
    )
    .onConflictDoNothing();
}
