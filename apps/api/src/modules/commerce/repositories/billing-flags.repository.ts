import { type Database, eq, userProfiles } from '@learnbox/db';

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

/** The billing flags of user info (spec section 3), kept in the profile row user info reads. */
export function createBillingFlagsRepository(db: Database) {
  return {
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

export type BillingFlagsRepository = ReturnType<typeof createBillingFlagsRepository>;
