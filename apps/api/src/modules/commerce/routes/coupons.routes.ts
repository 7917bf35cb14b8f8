import { couponReplySchema, errorReplySchema } from '@learnbox/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance';
import { boundedGuess } from '../../../platform/rate-limit/rate-limiter';
import type { Commerce } from '../compose';
import type { CountryRequest } from '../pricing/country-resolver';
import { checkCourseCoupon, checkSiteCoupon, checkSubscriptionCoupon } from '../use-cases/check-coupon';
import { couponGuessKeys } from './coupon-guess';

const segment = z.string().trim().min(1).max(100);
const replies = { 200: couponReplySchema, 400: errorReplySchema, 404: errorReplySchema };

/** The coupon checks of spec section 7 "Pricing and coupons". */
export function registerCouponRoutes(app: AppInstance, ctx: Commerce): void {
  const guarded = <T>(request: { ip: string; user: { id: string } | null }, attempt: () => Promise<T>) =>
    boundedGuess(ctx.limiter, couponGuessKeys(request), attempt);
  const subscriptionCoupon = (
    request: CountryRequest & { user: { id: string } | null },
    params: { plan: string; coupon: string; upgrade_plan?: string },
    query: { is_github_user?: string; checkout_type?: string },
  ) =>
    checkSubscriptionCoupon(ctx, {
      planCode: params.upgrade_plan ?? params.plan,
      code: params.coupon,
      userId: request.user?.id ?? null,
      country: ctx.countries.countryOf(request),
      checkoutType: query.checkout_type ?? null,
    });
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
    async (request) => guarded(request, () => checkSiteCoupon(ctx, request.params.code)),
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
      guarded(request, () => checkCourseCoupon(ctx, request.params.work, request.params.coupon)),
  );
}
