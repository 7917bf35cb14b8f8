import {
  and,
  type Database,
  desc,
  eq,
  marketingEmailCaptures,
  marketingFormSubmissions,
  marketingForms,
  marketingPages,
  nudgeInteractions,
  triggeredEvents,
} from '@learnbox/db';

export type MarketingPageRow = typeof marketingPages.$inferSelect;
export type MarketingFormRow = typeof marketingForms.$inferSelect;
type Visibility = MarketingPageRow['visibility'];

/** The newest captures the staff page lists. */
const CAPTURES_LIMIT = 500;

export function createMarketingRepository(db: Database) {
  return {
    async page(slug: string): Promise<MarketingPageRow | null> {
      const rows = await db.select().from(marketingPages).where(eq(marketingPages.slug, slug)).limit(1);
      return rows[0] ?? null;
    },

    allPages: () => db.select().from(marketingPages).orderBy(marketingPages.slug),

    publicPages: () =>
      db
        .select()
        .from(marketingPages)
        .where(eq(marketingPages.visibility, 'public'))
        .orderBy(marketingPages.slug),

    /** Null when the slug is taken (the primary key decides, so two staff cannot both win). */
    async insertPage(slug: string, visibility: Visibility, settings: Record<string, unknown>) {
      const rows = await db
        .insert(marketingPages)
        .values({ slug, visibility, settings })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },

    async updatePage(slug: string, visibility: Visibility, settings: Record<string, unknown>) {
      const rows = await db
        .update(marketingPages)
        .set({ visibility, settings, updatedAt: new Date() })
        .where(eq(marketingPages.slug, slug))
        .returning();
      return rows[0] ?? null;
    },

    async deletePage(slug: string): Promise<boolean> {
      const rows = await db
        .delete(marketingPages)
        .where(eq(marketingPages.slug, slug))
        .returning({ slug: marketingPages.slug });
      return rows.length > 0;
    },

    /**
     * Keeps one row per address and page: a second capture returns the first row with
     * `created: false` (insert-or-nothing, then read), so repeats and races are both harmless.
     */
    async captureEmail(row: {
      email: string;
      marketingPageUrl: string;
      ctaUrl: string;
      userId: string | null;
      attribution: Record<string, string>;
      source: string;
    }) {
      const inserted = await db
        .insert(marketingEmailCaptures)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: marketingEmailCaptures.id });
      if (inserted[0]) return { id: inserted[0].id, created: true };
      const existing = await db
        .select({ id: marketingEmailCaptures.id })
        .from(marketingEmailCaptures)
        .where(
          and(
            eq(marketingEmailCaptures.email, row.email),
            eq(marketingEmailCaptures.marketingPageUrl, row.marketingPageUrl),
          ),
        )
        .limit(1);
      if (!existing[0]) throw new Error('email capture neither inserted nor found');
      return { id: existing[0].id, created: false };
    },

    recentCaptures: () =>
      db
        .select()
        .from(marketingEmailCaptures)
        .orderBy(desc(marketingEmailCaptures.createdAt))
        .limit(CAPTURES_LIMIT),

    async form(id: string): Promise<MarketingFormRow | null> {
      const rows = await db.select().from(marketingForms).where(eq(marketingForms.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async insertSubmission(row: typeof marketingFormSubmissions.$inferInsert) {
      const [created] = await db
        .insert(marketingFormSubmissions)
        .values(row)
        .returning({ id: marketingFormSubmissions.id });
      if (!created) throw new Error('form submission insert returned no row');
      return created;
    },

    recentSubmissions: () =>
      db
        .select({ submission: marketingFormSubmissions, formTitle: marketingForms.title })
        .from(marketingFormSubmissions)
        .innerJoin(marketingForms, eq(marketingForms.id, marketingFormSubmissions.formId))
        .orderBy(desc(marketingFormSubmissions.createdAt))
        .limit(CAPTURES_LIMIT),

    async insertTriggeredEvents(rows: (typeof triggeredEvents.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      const created = await db.insert(triggeredEvents).values(rows).returning({ id: triggeredEvents.id });
      return created.length;
    },

    async insertNudgeInteraction(row: typeof nudgeInteractions.$inferInsert): Promise<void> {
      await db.insert(nudgeInteractions).values(row);
    },
  };
}

export type MarketingRepository = ReturnType<typeof createMarketingRepository>;
