import { DomainError, parsePlanCode, quotePrice, STATUS, UNKNOWN_PLAN_MESSAGE } from '@learnbox/domain';
import type { Commerce } from '../compose';
import { type PlanPricingDeps, quotePlan } from '../pricing/plan-pricing';
import { type ResolveCouponDeps, resolveCoupon } from './resolve-coupon';

/** What this use case works with. */
export type CheckCouponDeps = Pick<Commerce, 'plans' | 'customers' | 'now'> &
  PlanPricingDeps &
  ResolveCouponDeps;

/** A coupon on a plan, priced for this buyer (spec section 7 "Pricing and coupons"). */
export async function checkSubscriptionCoupon(
  ctx: CheckCouponDeps,
  input: {
    planCode: string;
    code: string;
    userId: string | null;
    country: string | null;
    checkoutType: string | null;
  },
) {
  parsePlanCode(input.planCode);
  const plan = await ctx.plans.getPlan(input.planCode);
  if (!plan) throw new DomainError(UNKNOWN_PLAN_MESSAGE, STATUS.NOT_FOUND);
  // The GitHub discount follows the account, not the query flag the client sends.
  const isGithubUser = input.userId ? await ctx.customers.hasGithubAccount(input.userId) : false;
  const now = ctx.now();
  const coupon = await resolveCoupon(
    ctx,
    input.code,
    { scope: 'subscription', planCode: input.planCode, checkoutType: input.checkoutType, isGithubUser },
    now,
  );
  const quote = quotePlan(
    ctx,
    plan,
    { country: input.country, isGithubUser, couponPercent: coupon.percentOff },
    now,
  );
  return {
    code: coupon.code,
    valid: true as const,
    percent_off: coupon.percentOff,
    discounted_price: quote.price,
    discounts_info: quote.lineItems,
  };
}

/** A site-wide coupon. */
export async function checkSiteCoupon(ctx: CheckCouponDeps, code: string) {
  const coupon = await resolveCoupon(ctx, code, { scope: 'subscription' }, ctx.now());
  if (coupon.scope !== 'site') throw new DomainError('This is not a site coupon.', STATUS.NOT_FOUND);
  return { code: coupon.code, valid: true as const, percent_off: coupon.percentOff };
}

/** A coupon on a priced course. */
export async function checkCourseCoupon(ctx: CheckCouponDeps, courseId: string, code: string) {
  const course = await ctx.customers.getCourse(courseId);
  if (!course?.priceCents) throw new DomainError('This course is not for sale.', STATUS.NOT_FOUND);
  const coupon = await resolveCoupon(ctx, code, { scope: 'course', courseId: course.id }, ctx.now());
  const quote = quotePrice(course.priceCents, [{ id: 'coupon', percentage: coupon.percentOff }]);
  return {
    code: coupon.code,
    valid: true as const,
    percent_off: coupon.percentOff,
    discounted_price: quote.price,
    discounts_info: quote.lineItems,
  };
}
