import type { SubscriptionPlansReply } from '@learnbox/contracts';
import {
  AUDIENCE_CODES,
  combineNonRegionalDiscounts,
  type FeatureSet,
  findBestDiscountPercent,
} from '@learnbox/domain';
import type { Commerce } from '../compose';
import type { PlanPricingDeps } from '../pricing/plan-pricing';
import { discountsFor, toPlanShape } from '../pricing/plan-pricing';
import { currentPersonalSubscription } from './sync-billing-flags';

/** What this use case works with. */
export type ListSubscriptionPlansDeps = Pick<
  Commerce,
  'customers' | 'holidayBannerTimer' | 'now' | 'plans' | 'regionalDiscounts' | 'subscriptions'
> &
  PlanPricingDeps;

/**
 * GET /api/user/info/subscriptions: every plan priced for this visitor (country, GitHub account,
 * the plan's own and special discounts), the best discount by the domain rule, and the current plan.
 */
export async function listSubscriptionPlans(
  ctx: ListSubscriptionPlansDeps,
  visitor: { userId: string | null; country: string | null },
): Promise<SubscriptionPlansReply> {
  const now = ctx.now();
  const isGithubUser = visitor.userId ? await ctx.customers.hasGithubAccount(visitor.userId) : false;
  const current = visitor.userId
    ? currentPersonalSubscription(await ctx.subscriptions.subscriptionsOf(visitor.userId), now)
    : null;
  const buyer = { country: visitor.country, isGithubUser };
  const rows = (await ctx.plans.listPlans()).sort(
    (a, b) => a.audience - b.audience || a.featureSet - b.featureSet || a.months - b.months,
  );
  const plans = rows.map((plan) => toPlanShape(ctx, plan, buyer, now, current));
  const discountsInfo: SubscriptionPlansReply['subscription_discount_info']['discounts_info'] = {};
  for (const plan of rows) {
    discountsInfo[plan.code] = {
      line_items: discountsFor(ctx, plan, buyer, now)
        .filter((item) => item.percentage > 0)
        .map(({ id, percentage }) => ({ id, percentage })),
    };
  }
  const userPlans = rows.filter((plan) => plan.audience === AUDIENCE_CODES.USER);
  return {
    plans,
    best_discount_percent: findBestDiscountPercent(
      userPlans.map((plan) => ({
        featureSet: plan.featureSet as FeatureSet,
        discountPercent: Math.round(combineNonRegionalDiscounts(discountsInfo[plan.code]?.line_items ?? [])),
      })),
    ),
    current_plan_code: current?.planCode ?? null,
    holiday_banner_timer: ctx.holidayBannerTimer,
    subscription_discount_info: {
      regional_discount_percent: visitor.country ? (ctx.regionalDiscounts.get(visitor.country) ?? 0) : 0,
      discounts_info: discountsInfo,
    },
  };
}
