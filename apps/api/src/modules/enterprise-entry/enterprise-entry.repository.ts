import { randomBytes } from 'node:crypto';
import {
  and,
  billingSubscriptions,
  type Database,
  desc,
  enterpriseEntries,
  eq,
  isNotNull,
  sql,
  userProfiles,
} from '@learnbox/db';
import { SUBSCRIPTION_STATUS } from '@learnbox/domain';
import { createTeamOrganizationsRepository } from '../organizations';

export type EnterpriseEntryRow = typeof enterpriseEntries.$inferSelect;

/** What a used link creates: the organization, its subscription, its owner admin. */
export interface NewEnterprise {
  entry: EnterpriseEntryRow;
  userId: string;
  organizationName: string;
  /** The plan row the subscription points at (prices and feature set of the enterprise plan). */
  plan: { code: string; featureSet: number };
  subscriptionType: number;
  expiresAt: Date;
  now: Date;
}

const shortId = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');

/** Entry links and the organizations they create: the only code of this module that calls Drizzle. */
export function createEnterpriseEntryRepository(db: Database) {
  return {
    async insertEntry(values: typeof enterpriseEntries.$inferInsert): Promise<EnterpriseEntryRow> {
      const [row] = await db.insert(enterpriseEntries).values(values).returning();
      return row as EnterpriseEntryRow;
    },

    async findByTokenHash(tokenHash: string): Promise<EnterpriseEntryRow | null> {
      const [row] = await db
        .select()
        .from(enterpriseEntries)
        .where(eq(enterpriseEntries.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Whether a trial link of this address was already used (one trial per address). */
    async trialUsedBy(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: enterpriseEntries.id })
        .from(enterpriseEntries)
        .where(
          and(
            eq(enterpriseEntries.email, email),
            eq(enterpriseEntries.kind, 'trial'),
            isNotNull(enterpriseEntries.usedAt),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async hasAvailedB2bTrial(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ availed: userProfiles.hasAvailedB2bTrial })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      return row?.availed === true;
    },

    async signups(limit = 200): Promise<EnterpriseEntryRow[]> {
      return db
        .select()
        .from(enterpriseEntries)
        .where(eq(enterpriseEntries.kind, 'signup'))
        .orderBy(desc(enterpriseEntries.createdAt))
        .limit(limit);
    },

    /**
     * Uses the link and creates its organization in one transaction: the link is marked used only
     * while still unused, so a second submit (or a second tab) creates nothing ('used'). A
     * second trial of the same address fails on the one-trial index and rolls everything back.
     */
    async createEnterprise(
      input: NewEnterprise,
    ): Promise<{ organizationId: string } | 'used' | 'trial_taken'> {
      try {
        return await createInTransaction(db, input);
      } catch (error) {
        if (violates(error, 'enterprise_entries_one_trial_idx')) return 'trial_taken';
        throw error;
      }
    },
  };
}

/** A unique index refused a row (PostgreSQL 23505), found along the driver's error chain. */
function violates(error: unknown, index: string): boolean {
  for (let at: unknown = error, depth = 0; at && depth < 5; depth += 1) {
    const found = at as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (found.code === '23505' && found.constraint === index) return true;
    if (found.message?.includes(index)) return true;
    at = found.cause;
  }
  return false;
}

async function createInTransaction(db: Database, input: NewEnterprise) {
  return db.transaction(async (tx): Promise<{ organizationId: string } | 'used'> => {
    const organizationId = `org_${shortId()}`;
    const [claimed] = await tx
      .update(enterpriseEntries)
      .set({ usedAt: input.now, usedBy: input.userId, organizationId: null })
      .where(and(eq(enterpriseEntries.id, input.entry.id), sql`${enterpriseEntries.usedAt} is null`))
      .returning({ id: enterpriseEntries.id });
    if (!claimed) return 'used';
    const subscriptionId = `sub_${input.entry.kind}_${shortId()}`;
    // An organization's term: access comes through its seats, so no personal entitlement, and
    // it never renews by itself (no card on file); a trial is not a b2c trial (is_trial stays
    // false, so the personal trial flags of the owner do not change).
    await tx.insert(billingSubscriptions).values({
      id: subscriptionId,
      userId: input.userId,
      organizationId,
      planCode: input.plan.code,
      featureSet: input.plan.featureSet,
      months: input.entry.months,
      status: SUBSCRIPTION_STATUS.ACTIVE,
      subscriptionType: input.subscriptionType,
      subType: 'ENTERPRISE',
      autoRenew: false,
      startsAt: input.now,
      expiresAt: input.expiresAt,
      seats: input.entry.seats,
      maxSeats: Math.max(input.entry.seats, 500),
    });
    await createTeamOrganizationsRepository(tx as unknown as Database).createOrganization({
      id: organizationId,
      name: input.organizationName,
      adminUserId: input.userId,
      subscriptionId,
      subType: 'ENTERPRISE',
      subscriptionType: input.subscriptionType,
    });
    await tx
      .update(enterpriseEntries)
      .set({ organizationId })
      .where(eq(enterpriseEntries.id, input.entry.id));
    if (input.entry.kind === 'trial')
      await tx
        .insert(userProfiles)
        .values({ userId: input.userId, hasAvailedB2bTrial: true })
        .onConflictDoUpdate({
          target: userProfiles.userId,
          set: { hasAvailedB2bTrial: true, updatedAt: input.now },
        });
    return { organizationId };
  });
}

export type EnterpriseEntryRepository = ReturnType<typeof createEnterpriseEntryRepository>;
