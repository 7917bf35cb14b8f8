import { randomUUID } from 'node:crypto';
import {
  accounts,
  and,
  billingCoupons,
  billingGifts,
  billingPaymentMethods,
  collections,
  type Database,
  desc,
  eq,
  type OrganizationSubscription,
  organizationMembers,
  organizations,
  sql,
  userProfiles,
  users,
} from '@learnbox/db';
import { MEMBERSHIP_STATUS, SUBSCRIPTION_TYPES } from '@learnbox/domain';

export type PaymentMethodRow = typeof billingPaymentMethods.$inferSelect;
export type CouponRow = typeof billingCoupons.$inferSelect;
export type GiftRow = typeof billingGifts.$inferSelect;

/** The billing flags user info shows (spec section 3), written from the subscription rows. */
export interface BillingFlags {
  isUserSubscribed: boolean;
  hasActiveB2cTrial: boolean;
  hasAvailedB2cTrial: boolean;
  isTeamBuyAdmin: boolean;
  subscriptionFeatureType: string | null;
  isPremiumUser: boolean;
  isPremiumPlusUser: boolean;
  preferredSubscriptionId: string | null;
  preferredSubscriptionPrice: number | null;
  bannerDetails?: Record<string, unknown>;
}

/** Cards, coupons, gifts, organizations, users and the profile flags billing keeps true. */
export function createBillingAccountsRepository(db: Database) {
  return {
    async getUser(id: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    async hasGithubAccount(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'github')))
        .limit(1);
      return rows.length > 0;
    },

    async getCourse(id: string) {
      const [row] = await db
        .select({
          id: collections.id,
          title: collections.title,
          isPriced: collections.isPriced,
          priceCents: collections.priceCents,
          currency: collections.currency,
        })
        .from(collections)
        .where(eq(collections.id, id));
      return row ?? null;
    },

    /** Saves a card once per (user, fingerprint); returns the stored row. */
    async savePaymentMethod(
      row: Omit<typeof billingPaymentMethods.$inferInsert, 'id'>,
    ): Promise<PaymentMethodRow> {
      const [existing] = await db
        .select()
        .from(billingPaymentMethods)
        .where(
          and(
            eq(billingPaymentMethods.userId, row.userId),
            eq(billingPaymentMethods.fingerprint, row.fingerprint),
          ),
        );
      if (existing) {
        const [updated] = await db
          .update(billingPaymentMethods)
          .set({ processorToken: row.processorToken, expMonth: row.expMonth, expYear: row.expYear })
          .where(eq(billingPaymentMethods.id, existing.id))
          .returning();
        return updated as PaymentMethodRow;
      }
      const [created] = await db
        .insert(billingPaymentMethods)
        .values({ ...row, id: `pm_${randomUUID()}` })
        .returning();
      return created as PaymentMethodRow;
    },

    async getPaymentMethod(id: string): Promise<PaymentMethodRow | null> {
      const [row] = await db.select().from(billingPaymentMethods).where(eq(billingPaymentMethods.id, id));
      return row ?? null;
    },

    async latestPaymentMethod(userId: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(billingPaymentMethods)
        .where(eq(billingPaymentMethods.userId, userId))
        .orderBy(desc(billingPaymentMethods.createdAt))
        .limit(1);
      return row ?? null;
    },

    async fingerprintUsedForTrial(fingerprint: string): Promise<boolean> {
      const rows = await db
        .select({ id: billingPaymentMethods.id })
        .from(billingPaymentMethods)
        .where(
          and(
            eq(billingPaymentMethods.fingerprint, fingerprint),
            eq(billingPaymentMethods.usedForB2cTrial, true),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async markUsedForTrial(id: string): Promise<void> {
      await db
        .update(billingPaymentMethods)
        .set({ usedForB2cTrial: true })
        .where(eq(billingPaymentMethods.id, id));
    },

    async getCoupon(code: string): Promise<CouponRow | null> {
      const [row] = await db
        .select()
        .from(billingCoupons)
        .where(sql`upper(${billingCoupons.code}) = upper(${code})`);
      return row ?? null;
    },

    async insertCoupon(row: typeof billingCoupons.$inferInsert): Promise<void> {
      await db.insert(billingCoupons).values(row).onConflictDoNothing();
    },

    /** Counts one use unless the limit is reached (atomic); false when used up. */
    async useCoupon(code: string): Promise<boolean> {
      const rows = await db
        .update(billingCoupons)
        .set({ usedCount: sql`${billingCoupons.usedCount} + 1` })
        .where(
          and(
            eq(billingCoupons.code, code),
            sql`(${billingCoupons.maxUses} is null or ${billingCoupons.usedCount} < ${billingCoupons.maxUses})`,
          ),
        )
        .returning({ code: billingCoupons.code });
      return rows.length > 0;
    },

    /** Gives a use back (the charge failed). */
    async releaseCoupon(code: string): Promise<void> {
      await db
        .update(billingCoupons)
        .set({ usedCount: sql`greatest(${billingCoupons.usedCount} - 1, 0)` })
        .where(eq(billingCoupons.code, code));
    },

    async insertGift(row: typeof billingGifts.$inferInsert): Promise<GiftRow> {
      const [created] = await db.insert(billingGifts).values(row).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(billingGifts)
        .where(eq(billingGifts.transactionId, row.transactionId));
      return existing as GiftRow;
    },

    async getGift(code: string): Promise<GiftRow | null> {
      const [row] = await db.select().from(billingGifts).where(eq(billingGifts.code, code));
      return row ?? null;
    },

    async giftByTransaction(transactionId: string): Promise<GiftRow | null> {
      const [row] = await db.select().from(billingGifts).where(eq(billingGifts.transactionId, transactionId));
      return row ?? null;
    },

    /** Marks a gift redeemed once; null when someone already did. */
    async redeemGift(code: string, userId: string, at: Date): Promise<GiftRow | null> {
      const [row] = await db
        .update(billingGifts)
        .set({ redeemedBy: userId, redeemedAt: at })
        .where(and(eq(billingGifts.code, code), sql`${billingGifts.redeemedBy} is null`))
        .returning();
      return row ?? null;
    },

    async unredeemedGiftsFor(email: string): Promise<GiftRow[]> {
      return db
        .select()
        .from(billingGifts)
        .where(
          and(
            sql`lower(${billingGifts.recipientEmail}) = lower(${email})`,
            sql`${billingGifts.redeemedBy} is null`,
          ),
        );
    },

    /** Gifts whose delivery date has come and whose e-mail is not sent; claimed one by one. */
    async claimDueGift(now: Date): Promise<GiftRow | null> {
      const [row] = await db
        .update(billingGifts)
        .set({ deliveredAt: now })
        .where(
          eq(
            billingGifts.code,
            sql`(select ${billingGifts.code} from ${billingGifts} where ${billingGifts.deliveredAt} is null and ${billingGifts.deliverAt} <= ${now} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async createOrganization(input: {
      id: string;
      name: string;
      adminUserId: string;
      subscriptionId: string;
      subType: string;
    }) {
      await db
        .insert(organizations)
        .values({
          id: input.id,
          name: input.name,
          subscriptionId: input.subscriptionId,
          subscriptions: [
            {
              subscription_id: input.subscriptionId,
              subscription_sub_type: input.subType,
              subscription_type: SUBSCRIPTION_TYPES.SELF_CHECKOUT,
              status: MEMBERSHIP_STATUS.ACTIVE,
            },
          ],
        })
        .onConflictDoNothing();
      await db
        .insert(organizationMembers)
        .values({
          organizationId: input.id,
          userId: input.adminUserId,
          isAdmin: true,
          adminLevel: 1,
          isSubscriber: true,
        })
        .onConflictDoNothing();
    },

    /** Points the organization at its current subscription, as user info shows it. */
    async setOrganizationSubscription(organizationId: string, current: OrganizationSubscription) {
      await db
        .update(organizations)
        .set({ subscriptionId: current.subscription_id, subscriptions: [current] })
        .where(eq(organizations.id, organizationId));
    },

    /** Whether the user is an admin of an organization of this name (case and spacing ignored). */
    async administersOrganizationNamed(userId: string, name: string): Promise<boolean> {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(
          and(
            eq(organizationMembers.userId, userId),
            eq(organizationMembers.isAdmin, true),
            sql`lower(btrim(${organizations.name})) = ${name.trim().toLowerCase()}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async isOrganizationAdmin(organizationId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ isAdmin: organizationMembers.isAdmin })
        .from(organizationMembers)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
        );
      return rows[0]?.isAdmin === true;
    },

    async getProfileBannerDetails(userId: string): Promise<Record<string, unknown>> {
      const [row] = await db
        .select({ bannerDetails: userProfiles.bannerDetails })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      return row?.bannerDetails ?? {};
    },

    /** Writes the billing flags into the profile row user info reads. */
    async saveFlags(userId: string, flags: BillingFlags): Promise<void> {
      await db
        .insert(userProfiles)
        .values({ userId, ...flags })
        .onConflictDoUpdate({ target: userProfiles.userId, set: flags });
    },
  };
}

export type BillingAccountsRepository = ReturnType<typeof createBillingAccountsRepository>;
