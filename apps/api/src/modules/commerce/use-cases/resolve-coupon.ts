import { COUPON_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { Commerce } from '../compose';
import type { CouponRow } from '../repositories/coupons.repository';

/** What this use case works with. */
export type ResolveCouponDeps = Pick<Commerce, 'coupons'>;

export interface CouponTarget {
  scope: 'subscription' | 'course' | 'site';
  planCode?: string | null;
  courseId?: string | null;
  checkoutType?: string | null;
  isGithubUser?: boolean;
}

/**
 * A coupon that applies to the target now, or a DomainError saying why not (spec section 5
 * "A coupon is checked against a plan or a work"): validity dates, usage limit, plan, course and
 * checkout-type restrictions, GitHub-only coupons. Site coupons apply to any subscription.
 */
export async function resolveCoupon(
  ctx: ResolveCouponDeps,
  code: string,
  target: CouponTarget,
  now: Date,
): Promise<CouponRow> {
  const coupon = await ctx.coupons.getCoupon(code.trim());
  if (!coupon) throw new DomainError(COUPON_MESSAGES.NOT_FOUND, STATUS.NOT_FOUND);
  const scopeFits =
    coupon.scope === target.scope || (coupon.scope === 'site' && target.scope === 'subscription');
  if (!scopeFits)
    throw new DomainError(
      target.scope === 'course' ? COUPON_MESSAGES.WRONG_COURSE : COUPON_MESSAGES.WRONG_PLAN,
    );
  if (coupon.validFrom && coupon.validFrom.getTime() > now.getTime())
    throw new DomainError(COUPON_MESSAGES.NOT_STARTED);
  if (coupon.validUntil && coupon.validUntil.getTime() <= now.getTime())
    throw new DomainError(COUPON_MESSAGES.EXPIRED);
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses)
    throw new DomainError(COUPON_MESSAGES.USED_UP);
  if (target.planCode && coupon.planCodes.length > 0 && !coupon.planCodes.includes(target.planCode))
    throw new DomainError(COUPON_MESSAGES.WRONG_PLAN);
  if (target.courseId && coupon.courseIds.length > 0 && !coupon.courseIds.includes(target.courseId))
    throw new DomainError(COUPON_MESSAGES.WRONG_COURSE);
  if (
    target.checkoutType &&
    coupon.checkoutTypes.length > 0 &&
    !coupon.checkoutTypes.includes(target.checkoutType)
  )
    throw new DomainError(COUPON_MESSAGES.WRONG_CHECKOUT);
  if (coupon.githubOnly && !target.isGithubUser) throw new DomainError(COUPON_MESSAGES.GITHUB_ONLY);
  return coupon;
}
