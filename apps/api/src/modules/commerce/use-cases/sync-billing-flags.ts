import { getTierName, isFeatureSet, isSubscriptionActive } from '@learnbox/domain';
import type { Commerce } from '../compose';
import type { SubscriptionRow } from '../repositories/subscriptions.repository';
import { SUBSCRIPTION_BANNER_TYPE, subscriptionBannerDetails } from '../views/subscription-banner';

/** What this use case works with. */
export type SyncBillingFlagsDeps = Pick<
  Commerce,
  'billingFlags' | 'entitlements' | 'growth' | 'invalidateUserInfo' | 'now' | 'subscriptions' | 'transactions'
>;

/** A trial once taken stays taken, even after it renewed onto the paid plan. */
export function isTrialTransaction(txn: { checkoutType: string; status: string }): boolean {
  return txn.checkoutType.startsWith('b2c-trial') && txn.status === 'succeeded';
}

/** A personal or team subscription that gives access right now. */
export function isLive(sub: SubscriptionRow, now: Date): boolean {
  return isSubscriptionActive(sub.status) && sub.expiresAt.getTime() > now.getTime();
}

/** The user's live personal subscription with the richest feature set, or null. */
export function currentPersonalSubscription(subs: SubscriptionRow[], now: Date): SubscriptionRow | null {
  return (
    subs
      .filter((sub) => isLive(sub, now))
      .sort((a, b) => b.featureSet - a.featureSet || b.expiresAt.getTime() - a.expiresAt.getTime())[0] ?? null
  );
}

/**
 * Recomputes the user-info flags from the subscription rows and stores them in the profile
 * (spec section 4 "Trial", "Subscription and team"), then drops the cached user info, so
 * is_user_subscribed, the trial flags and the subscribed/trial_availed cookies follow the data.
 */
export async function syncBillingFlags(ctx: SyncBillingFlagsDeps, userId: string): Promise<void> {
  const now = ctx.now();
  const subs = await ctx.subscriptions.subscriptionsOf(userId);
  const current = currentPersonalSubscription(subs, now);
  const tier = current && isFeatureSet(current.featureSet) ? getTierName(current.featureSet) : null;
  const paid = await ctx.transactions.transactionsOf(userId);
  const price = paid.find((txn) => txn.subscriptionId === current?.id && txn.status === 'succeeded');
  const bannerDetails = await ctx.billingFlags.getProfileBannerDetails(userId);
  const banner = subscriptionBannerDetails(
    { subs, transactions: paid, current, now, githubScholar: await ctx.growth.githubScholar(userId) },
    bannerDetails[SUBSCRIPTION_BANNER_TYPE] as Record<string, unknown> | undefined,
  );
  await ctx.billingFlags.saveFlags(userId, {
    bannerDetails: { ...bannerDetails, [SUBSCRIPTION_BANNER_TYPE]: banner },
    isUserSubscribed: current !== null,
    hasActiveB2cTrial: subs.some((sub) => sub.isTrial && isLive(sub, now)),
    hasAvailedB2cTrial: subs.some((sub) => sub.isTrial) || paid.some(isTrialTransaction),
    isTeamBuyAdmin: subs.some(
      (sub) => sub.subType === 'TEAM' && sub.organizationId !== null && isLive(sub, now),
    ),
    subscriptionFeatureType: tier,
    isPremiumUser: current !== null && current.featureSet >= 300,
    isPremiumPlusUser: current !== null && current.featureSet >= 400,
    preferredSubscriptionId: current?.id ?? null,
    preferredSubscriptionPrice: price?.amountCents ?? null,
  });
  ctx.invalidateUserInfo(userId);
}

/**
 * For the code-execution module (spec section 6 "Execution"): the richest feature set of the
 * user's live subscription or organization seat, 'PREMIUM' / 'PREMIUM_PLUS' / 'STANDARD' / ...,
 * or null without either. A seat counts like a personal subscription of its plan's feature set.
 */
export async function getSubscriptionFeatureType(
  ctx: Pick<SyncBillingFlagsDeps, 'now' | 'subscriptions' | 'entitlements'>,
  userId: string,
): Promise<string | null> {
  const now = ctx.now();
  const current = currentPersonalSubscription(await ctx.subscriptions.subscriptionsOf(userId), now);
  const seats = await ctx.entitlements.liveOrganizationSeats(userId, now);
  const featureSet = Math.max(current?.featureSet ?? 0, ...seats.map((seat) => seat.featureSet));
  return isFeatureSet(featureSet) ? getTierName(featureSet) : null;
}
