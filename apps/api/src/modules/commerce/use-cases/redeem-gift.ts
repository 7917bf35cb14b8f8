import {
  DomainError,
  type EmailClaim,
  GIFT_NOT_FOUND_MESSAGE,
  GIFT_OTHER_EMAIL_MESSAGE,
  GIFT_REDEEMED_MESSAGE,
  GIFT_VERIFY_FIRST_MESSAGE,
  hasTrustedEmail,
  STATUS,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_TYPES,
  trustedEmail,
} from '@learnbox/domain';
import type { Commerce } from '../compose';
import type { PlanRow } from '../repositories/plans.repository';
import type { CheckoutDeps } from './checkout-types/checkout-handler';
import { addMonths, livePersonal } from './checkout-types/checkout-helpers';
import type { SyncBillingFlagsDeps } from './sync-billing-flags';
import { syncBillingFlags } from './sync-billing-flags';

/** What this use case works with. */
export type RedeemGiftDeps = Pick<Commerce, 'entitlements' | 'gifts' | 'now' | 'plans' | 'subscriptions'> &
  CheckoutDeps &
  SyncBillingFlagsDeps;

/**
 * The recipient redeems a gift: a subscription of the gifted plan starts now, or is added after
 * the end of the one they hold. Only the addressee may redeem, and only once, from an account whose
 * address is verified: anyone can sign up claiming the recipient's address (issue 10).
 */
export async function redeemGift(ctx: RedeemGiftDeps, user: { id: string } & EmailClaim, code: string) {
  const gift = await ctx.gifts.getGift(code.trim().toUpperCase());
  if (!gift?.deliveredAt) throw new DomainError(GIFT_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  if (gift.redeemedBy) throw new DomainError(GIFT_REDEEMED_MESSAGE, STATUS.ALREADY_EXISTS);
  if (!trustedEmail(user)) throw new DomainError(GIFT_VERIFY_FIRST_MESSAGE, STATUS.ACCESS_DENIED);
  if (!hasTrustedEmail(user, gift.recipientEmail))
    throw new DomainError(GIFT_OTHER_EMAIL_MESSAGE, STATUS.ACCESS_DENIED);
  const now = ctx.now();
  if (!(await ctx.gifts.redeemGift(gift.code, user.id, now)))
    throw new DomainError(GIFT_REDEEMED_MESSAGE, STATUS.ALREADY_EXISTS);
  const plan = (await ctx.plans.getPlan(gift.planCode)) as PlanRow;
  const current = await livePersonal(ctx, user.id, now);
  const startsAt = current && !current.isTrial ? current.expiresAt : now;
  const expiresAt = addMonths(startsAt, plan.months);
  const entitlementId = await ctx.entitlements.grant({
    userId: user.id,
    kind: 'subscription',
    startsAt,
    expiresAt,
    source: `gift:${gift.code}`,
  });
  const sub = await ctx.subscriptions.insertSubscription({
    id: `sub_gift_${gift.code}`,
    userId: user.id,
    planCode: plan.code,
    featureSet: plan.featureSet,
    months: plan.months,
    status: SUBSCRIPTION_STATUS.ACTIVE,
    subscriptionType: SUBSCRIPTION_TYPES.SELF_CHECKOUT,
    startsAt,
    expiresAt,
    autoRenew: false,
    entitlementId,
  });
  await syncBillingFlags(ctx, user.id);
  return { subscription: sub, plan };
}
