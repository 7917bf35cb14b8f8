import { trustedEmail } from '@learnbox/domain';
import type { Commerce } from '../compose';
import { isExpiringWithin } from '../processors/card-rules';
import { currentPersonalSubscription } from './sync-billing-flags';

/** What this use case works with. */
export type ViewBillingStatusDeps = Pick<
  Commerce,
  'paymentMethods' | 'gifts' | 'customers' | 'subscriptions' | 'now'
>;

/** Whether the saved card runs out soon, for the "update your card" banner. */
export async function paymentMethodExpiry(ctx: ViewBillingStatusDeps, userId: string) {
  const card = await ctx.paymentMethods.latestPaymentMethod(userId);
  if (!card) return { is_going_to_expire: false, last4: null, expiry: null };
  return {
    is_going_to_expire: isExpiringWithin(card.expMonth, card.expYear, ctx.now()),
    last4: card.last4,
    expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
  };
}

/** Delivered gifts waiting for this person to redeem them. */
export async function giftCredit(
  ctx: ViewBillingStatusDeps,
  user: { email: string; emailVerified: boolean },
) {
  // Gifts attach to an account by address, so only a verified one sees them (issue 10).
  const address = trustedEmail(user);
  const gifts = address
    ? (await ctx.gifts.unredeemedGiftsFor(address)).filter((gift) => gift.deliveredAt)
    : [];
  const views = await Promise.all(
    gifts.map(async (gift) => ({
      code: gift.code,
      plan_code: gift.planCode,
      message: gift.message,
      from_name: (await ctx.customers.getUser(gift.buyerUserId))?.name ?? '',
    })),
  );
  return { has_credit: views.length > 0, gifts: views };
}

/** The person's own current subscription, as the account page shows it. */
export async function currentSubscription(ctx: ViewBillingStatusDeps, userId: string) {
  const sub = currentPersonalSubscription(await ctx.subscriptions.subscriptionsOf(userId), ctx.now());
  return sub
    ? {
        subscription_id: sub.id,
        plan_code: sub.planCode,
        status: sub.status,
        is_trial: sub.isTrial,
        auto_renew: sub.autoRenew,
        expires_at: sub.expiresAt.toISOString(),
        pending_plan_code: sub.pendingPlanCode,
      }
    : null;
}
