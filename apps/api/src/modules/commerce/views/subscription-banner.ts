import { getBannerCustomerType, getBannerVariant } from '@learnbox/domain';
import type { SubscriptionRow } from '../repositories/subscriptions.repository';
import type { TransactionRow } from '../repositories/transactions.repository';

/** The bannerDetails key billing owns (spec section 3 "bannerDetails, keyed by banner type"). */
export const SUBSCRIPTION_BANNER_TYPE = 'subscription_promo';

/**
 * The promotional banner facts of a user, from the billing rows, through the domain's variant and
 * customer-type rules (spec sections 4 and 6). Dismissal state under the same key is kept.
 */
export function subscriptionBannerDetails(
  input: {
    subs: SubscriptionRow[];
    transactions: TransactionRow[];
    current: SubscriptionRow | null;
    now: Date;
    /** A verified GitHub student (analytics): active counts as current, expired as churned. */
    githubScholar?: { active: boolean } | null;
  },
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const { subs, transactions, current, now } = input;
  const scholar = input.githubScholar ?? null;
  const paid = transactions.filter((txn) => txn.status === 'succeeded');
  const audience = {
    isSubscribed: current !== null || scholar?.active === true,
    isPremiumPlusUser: current !== null && current.featureSet >= 400,
    hasChurned:
      (current === null && subs.some((sub) => !sub.isTrial && sub.expiresAt.getTime() <= now.getTime())) ||
      scholar?.active === false,
    hasActiveB2cTrial: current?.isTrial === true,
    isGithubScholar: scholar !== null,
    ownsCertificatePurchase: paid.some((txn) => txn.checkoutType === 'certificate-purchase'),
    ownsPaidCourses: paid.some((txn) => txn.checkoutType === 'course-purchase'),
  };
  return {
    ...(previous ?? {}),
    variant: getBannerVariant(audience),
    customer_type: getBannerCustomerType(audience),
  };
}
