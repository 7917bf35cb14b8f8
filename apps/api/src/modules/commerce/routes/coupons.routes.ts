import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../../platform/http/app-instance';
import { registerRoute } from '../../../platform/http/register-route';
import { boundedGuess } from '../../../platform/rate-limit/rate-limiter';
import type { Commerce } from '../compose';
import type { CountryRequest } from '../pricing/country-resolver';
import { checkCourseCoupon, checkSiteCoupon, checkSubscriptionCoupon } from '../use-cases/check-coupon';
import { couponGuessKeys } from './coupon-guess';

const routes = apiRoutes.coupons;

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

  for (const route of [routes.subscription, routes.subscriptionUpgrade]) {
    registerRoute(app, route, async (request) =>
      guarded(request, () => subscriptionCoupon(request, request.params, request.query)),
    );
  }
  registerRoute(app, routes.site, async (request) =>
    guarded(request, () => checkSiteCoupon(ctx, request.params.code)),
  );
  registerRoute(app, routes.course, async (request) =>
    guarded(request, () => checkCourseCoupon(ctx, request.params.work, request.params.coupon)),
  );
}
