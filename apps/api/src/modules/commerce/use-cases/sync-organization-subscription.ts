import { MEMBERSHIP_STATUS } from '@learnbox/domain';
import type { Commerce } from '../compose';
import { isLive } from './sync-billing-flags';

/** What this use case works with. */
export type SyncOrganizationSubscriptionDeps = Pick<
  Commerce,
  'invalidateUserInfo' | 'now' | 'organizations' | 'subscriptions'
>;

/**
 * Keeps the organization row (what user info returns as `subscription_id` and `subscriptions`)
 * in step with its newest subscription row: a reactivation or upgrade points it at the new
 * subscription, an expiry marks it 9002 (inactive), a renewal keeps it 9001 (spec section 4).
 */
export async function syncOrganizationSubscription(
  ctx: SyncOrganizationSubscriptionDeps,
  organizationId: string,
): Promise<void> {
  const sub = await ctx.subscriptions.subscriptionOfOrganization(organizationId);
  if (!sub) return;
  await ctx.organizations.setOrganizationSubscription(organizationId, {
    subscription_id: sub.id,
    subscription_sub_type: sub.subType ?? 'TEAM',
    subscription_type: sub.subscriptionType,
    status: isLive(sub, ctx.now()) ? MEMBERSHIP_STATUS.ACTIVE : MEMBERSHIP_STATUS.INACTIVE,
  });
  ctx.invalidateUserInfo(sub.userId);
}
