import {
  affiliates,
  billingCoupons,
  type Database,
  referralCodes,
  referrals,
  userProfiles,
} from '@learnbox/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';

/** Affiliates, the attribution columns of profiles, referral codes and referrals: analytics' Drizzle. */
export function createAttributionRepository(db: Database) {
  return {
    async affiliate(id: number) {
      const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1);
      return row ?? null;
    },
    async affiliateByEncodedId(encodedId: string) {
      const [row] = await db.select().from(affiliates).where(eq(affiliates.encodedId, encodedId)).limit(1);
      return row ?? null;
    },
    async profileFlags(userId: string) {
      const [row] = await db
        .select({
          hasActiveB2cTrial: userProfiles.hasActiveB2cTrial,
          isPremiumPlusUser: userProfiles.isPremiumPlusUser,
          isPremiumUser: userProfiles.isPremiumUser,
          isUserSubscribed: userProfiles.isUserSubscribed,
          isTeamBuyAdmin: userProfiles.isTeamBuyAdmin,
          firstTouch: userProfiles.firstTouch,
        })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .limit(1);
      return row ?? null;
    },
    /** First touch is written once (sign-up); last touch every time. */
    async setTouch(
      userId: string,
      snapshot: Record<string, string>,
      first: { source: string } | null,
    ): Promise<void> {
      await db
        .update(userProfiles)
        .set(
          first
            ? { firstTouch: snapshot, lastTouch: snapshot, acquisitionSource: first.source }
            : { lastTouch: snapshot },
        )
        .where(eq(userProfiles.userId, userId));
    },
    async codeOf(userId: string): Promise<string | null> {
      const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
      return row?.code ?? null;
    },
    /** Inserts the code unless the user has one (or the code is taken); the caller reads it back. */
    async insertCode(userId: string, code: string): Promise<void> {
      await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing();
    },
    async ownerOfCode(code: string): Promise<string | null> {
      const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code)).limit(1);
      return row?.userId ?? null;
    },
    async insertReferral(row: { friendUserId: string; referrerUserId: string; code: string }): Promise<void> {
      await db.insert(referrals).values(row).onConflictDoNothing();
    },
    /**
     * Claims the friend's referral for this transaction in one statement: only a referral never
     * credited is claimed, so a second payment, a retry or a second api copy credits nothing.
     */
    async claimCredit(
      friendUserId: string,
      transactionId: string,
      coupons: { referrer: string; friend: string },
    ) {
      const [row] = await db
        .update(referrals)
        .set({
          creditedTransactionId: transactionId,
          referrerCoupon: coupons.referrer,
          friendCoupon: coupons.friend,
          creditedAt: new Date(),
        })
        .where(and(eq(referrals.friendUserId, friendUserId), isNull(referrals.creditedTransactionId)))
        .returning();
      return row ?? null;
    },
    async referralsOf(referrerUserId: string) {
      return db.select().from(referrals).where(eq(referrals.referrerUserId, referrerUserId));
    },
    async referralOfFriend(friendUserId: string) {
      const [row] = await db
        .select()
        .from(referrals)
        .where(eq(referrals.friendUserId, friendUserId))
        .limit(1);
      return row ?? null;
    },
    async coupons(codes: string[]) {
      if (!codes.length) return [];
      return db.select().from(billingCoupons).where(inArray(billingCoupons.code, codes));
    },
  };
}
export type AttributionRepository = ReturnType<typeof createAttributionRepository>;
