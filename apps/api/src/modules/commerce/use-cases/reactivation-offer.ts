import { SUBSCRIPTION_STATUS } from '@learnbox/domain';
import type { Commerce } from '../compose';
import { currentPersonalSubscription } from './sync-billing-flags';

/** What this use case works with. */
export type ReactivationOfferDeps = Pick<Commerce, 'subscriptions'>;

/** Churned buyers get this much off when they come back (spec section 3 "Reactivation discount"). */
export const REACTIVATION_DISCOUNT_PERCENT = 30;
/** The offer lasts this long after the last paid subscription ended. */
export const REACTIVATION_OFFER_DAYS = 90;
export const CHURNED_BUYER_DISCOUNT_TYPE = 'churned_buyer';

/**
 * A buyer whose last paid personal subscription has ended and who holds none now; null for
 * everyone else. activePercent is 0 once the offer's date has passed (they may still reactivate).
 */
export async function reactivationOffer(ctx: ReactivationOfferDeps, userId: string, now: Date) {
  const subs = (await ctx.subscriptions.subscriptionsOf(userId)).filter(
    (sub) => sub.organizationId === null && !sub.isTrial,
  );
  if (currentPersonalSubscription(subs, now)) return null;
  const ended = subs.filter(
    (sub) => sub.status === SUBSCRIPTION_STATUS.EXPIRED || sub.expiresAt.getTime() <= now.getTime(),
  );
  const last = ended.sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())[0];
  if (!last) return null;
  const expiresAt = new Date(last.expiresAt.getTime() + REACTIVATION_OFFER_DAYS * 24 * 3600 * 1000);
  const active = expiresAt.getTime() > now.getTime();
  return {
    expiresAt,
    churnedBuyerDiscountType: CHURNED_BUYER_DISCOUNT_TYPE,
    discountPercentage: REACTIVATION_DISCOUNT_PERCENT,
    activePercent: active ? REACTIVATION_DISCOUNT_PERCENT : 0,
  };
}
