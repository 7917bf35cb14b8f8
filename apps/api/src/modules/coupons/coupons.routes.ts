import { couponReplySchema, errorReplySchema } from '@learnbox/contracts';
import {
  COURSE_NOT_FOR_SALE_MESSAGE,
  DomainError,
  parsePlanCode,
  quotePrice,
  STATUS,
  UNKNOWN_PLAN_MESSAGE,
} from '@learnbox/domain';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance';
import { boundedGuess } from '../auth/rate-limiter';
import type { BillingContext } from '../billing/billing-context';
import type { CountryRequest } from '../billing/country-resolver';
import { quotePlan } from '../billing/plan-pricing';
import { couponGuessKeys } from './coupon-guess';
import { resolveCoupon } from './resolve-coupon';

const segment = z.string().trim().min(1).max(100);
const replies = { 200: couponReplySchema, 400: errorReplySchema, 404: errorReplySchema };

/** The coupon checks of spec section 7 "Pricing and coupons". */
export function registerCouponRoutes(app: AppInstance, ctx: BillingContext): void {
  const guarded = <T>(request: { ip: string; user: { id: string } | null }, attempt: () => Promise<T>) =>
    boundedGuess(ctx.limiter, couponGuessKeys(request), attempt);
  const subscriptionCoupon = async (
    request: CountryRequest & { user: { id: string } | null },
    params: { plan: string; coupon: string; upgrade_plan?: string },
    query: { is_github_user?: string; checkout_type?: string },
  ) => {
    const planCode = params.upgrade_plan ?? params.plan;
    parsePlanCode(planCode);
    const plan = await ctx.repo.getPlan(planCode);
    if (!plan) throw new DomainError(UNKNOWN_PLAN_MESSAGE, STATUS.NOT_FOUND);
    // The GitHub discount follows the account, not the query flag the client sends.
    const isGithubUser = request.user ? await ctx.accounts.hasGithubAccount(request.user.id) : false;
    const now = ctx.now();
    const coupon = await resolveCoupon(
      ctx,
      params.coupon,
      { scope: 'subscription', planCode, checkoutType: query.checkout_type ?? null, isGithubUser },
      now,
    );
    const quote = quotePlan(
      ctx,
      plan,
      { country: ctx.countries.countryOf(request), isGithubUser, couponPercent: coupon.percentOff },
      now,
    );
    return {
      code: coupon.code,
      valid: true as const,
      percent_off: coupon.percentOff,
      discounted_price: quote.price,
      discounts_info: quote.lineItems,
    };
  };
  const query = z.object({
    is_github_user: z.string().optional(),
    checkout_type: z.string().max(60).optional(),
  });

  app.get(
    '/api/coupon/subscription/:plan/:coupon',
    {
      schema: {
        tags: ['coupons'],
        params: z.object({ plan: segment, coupon: segment }),
        querystring: query,
        response: replies,
      },
    },
    async (request) => guarded(request, () => subscriptionCoupon(request, request.params, request.query)),
  );
  app.get(
    '/api/coupon/subscription/:plan/:coupon/:upgrade_plan',
    {
      schema: {
        tags: ['coupons'],
        params: z.object({ plan: segment, coupon: segment, upgrade_plan: segment }),
        querystring: query,
        response: replies,
      },
    },
    async (request) => guarded(request, () => subscriptionCoupon(request, request.params, request.query)),
  );

  app.get(
    '/api/coupon/site/:code',
    { schema: { tags: ['coupons'], params: z.object({ code: segment }), response: replies } },
    async (request) =>
      guarded(request, async () => {
        const coupon = await resolveCoupon(ctx, request.params.code, { scope: 'subscription' }, ctx.now());
        if (coupon.scope !== 'site') throw new DomainError('This is not a site coupon.', STATUS.NOT_FOUND);
        return { code: coupon.code, valid: true as const, percent_off: coupon.percentOff };
      }),
  );

  app.get(
    '/api/coupon/:author/:work/:coupon',
    {
      schema: {
        tags: ['coupons'],
        params: z.object({ author: segment, work: segment, coupon: segment }),
        response: replies,
      },
    },
    async (request) =>
      guarded(request, async () => {
        const course = await ctx.accounts.getCourse(request.params.work);
        if (!course?.priceCents) throw new DomainError(COURSE_NOT_FOR_SALE_MESSAGE, STATUS.NOT_FOUND);
        const coupon = await resolveCoupon(
          ctx,
          request.params.coupon,
          { scope: 'course', courseId: course.id },
          ctx.now(),
        );
        const quote = quotePrice(course.priceCents, [{ id: 'coupon', percentage: coupon.percentOff }]);
        return {
          code: coupon.code,
          valid: true as const,
          percent_off: coupon.percentOff,
          discounted_price: quote.price,
          discounts_info: quote.lineItems,
        };
      }),
  );
}
