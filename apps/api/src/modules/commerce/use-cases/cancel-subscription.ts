import { DomainError, NO_TRIAL_MESSAGE, NOTHING_TO_CANCEL_MESSAGE, STATUS } from '@learnbox/domain';
import type { Commerce } from '../compose';
import type { SubscriptionRow } from '../repositories/subscriptions.repository';
import type { CheckoutDeps } from './checkout-types/checkout-handler';
import { endSubscriptionNow } from './checkout-types/checkout-helpers';
import type { SyncBillingFlagsDeps } from './sync-billing-flags';
import { isLive, syncBillingFlags } from './sync-billing-flags';

/** What this use case works with. */
export type CancelSubscriptionDeps = Pick<Commerce, 'now' | 'subscriptions'> &
  SyncBillingFlagsDeps &
  CheckoutDeps;

async function ownLive(
  ctx: CancelSubscriptionDeps,
  userId: string,
  subscriptionId: string | undefined,
  now: Date,
) {
  const subs = (await ctx.subscriptions.subscriptionsOf(userId)).filter((sub) => isLive(sub, now));
  // Only the caller's own rows are ever looked at: another user's id is simply not found.
  return subscriptionId ? subs.find((sub) => sub.id === subscriptionId) : subs.find((sub) => !sub.isTrial);
}

/** Cancel: no renewal; access lasts until the end of the paid term, then the job expires it. */
export async function cancelSubscription(
  ctx: CancelSubscriptionDeps,
  userId: string,
  subscriptionId?: string,
): Promise<SubscriptionRow> {
  const now = ctx.now();
  const sub = await ownLive(ctx, userId, subscriptionId, now);
  if (!sub || sub.isTrial) throw new DomainError(NOTHING_TO_CANCEL_MESSAGE, STATUS.NOT_FOUND);
  const updated = (await ctx.subscriptions.updateSubscription(sub.id, {
    autoRenew: false,
    cancelledAt: now,
    pendingPlanCode: null,
  })) as SubscriptionRow;
  await syncBillingFlags(ctx, userId);
  return updated;
}

/** Trial cancel (spec section 4): ends the trial now and clears the active-trial flag. */
export async function cancelTrial(ctx: CancelSubscriptionDeps, userId: string): Promise<void> {
  const now = ctx.now();
  const trial = (await ctx.subscriptions.subscriptionsOf(userId)).find(
    (sub) => sub.isTrial && isLive(sub, now),
  );
  if (!trial) throw new DomainError(NO_TRIAL_MESSAGE, STATUS.NOT_FOUND);
  await ctx.subscriptions.updateSubscription(trial.id, { autoRenew: false, cancelledAt: now });
  await endSubscriptionNow(ctx, trial, now);
  await syncBillingFlags(ctx, userId);
}
