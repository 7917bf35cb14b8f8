import { DomainError, NO_TRIAL_MESSAGE, NOTHING_TO_CANCEL_MESSAGE, STATUS } from '@learnbox/domain';
import type { SubscriptionRow } from '../billing/billing.repository';
import type { BillingContext } from '../billing/billing-context';
import { isLive, syncBillingFlags } from '../billing/sync-billing-flags';
import { endSubscriptionNow } from '../checkout/checkout-helpers';

async function ownLive(ctx: BillingContext, userId: string, subscriptionId: string | undefined, now: Date) {
  const subs = (await ctx.repo.subscriptionsOf(userId)).filter((sub) => isLive(sub, now));
  // Only the caller's own rows are ever looked at: another user's id is simply not found.
  return subscriptionId ? subs.find((sub) => sub.id === subscriptionId) : subs.find((sub) => !sub.isTrial);
}

/** Cancel: no renewal; access lasts until the end of the paid term, then the job expires it. */
export async function cancelSubscription(
  ctx: BillingContext,
  userId: string,
  subscriptionId?: string,
): Promise<SubscriptionRow> {
  const now = ctx.now();
  const sub = await ownLive(ctx, userId, subscriptionId, now);
  if (!sub || sub.isTrial) throw new DomainError(NOTHING_TO_CANCEL_MESSAGE, STATUS.NOT_FOUND);
  const updated = (await ctx.repo.updateSubscription(sub.id, {
    autoRenew: false,
    cancelledAt: now,
    pendingPlanCode: null,
  })) as SubscriptionRow;
  await syncBillingFlags(ctx, userId);
  return updated;
}

/** Trial cancel (spec section 4): ends the trial now and clears the active-trial flag. */
export async function cancelTrial(ctx: BillingContext, userId: string): Promise<void> {
  const now = ctx.now();
  const trial = (await ctx.repo.subscriptionsOf(userId)).find((sub) => sub.isTrial && isLive(sub, now));
  if (!trial) throw new DomainError(NO_TRIAL_MESSAGE, STATUS.NOT_FOUND);
  await ctx.repo.updateSubscription(trial.id, { autoRenew: false, cancelledAt: now });
  await endSubscriptionNow(ctx, trial, now);
  await syncBillingFlags(ctx, userId);
}
