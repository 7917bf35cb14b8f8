import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../../platform/http/app-instance';
import { requireUser } from '../../../platform/http/current-user';
import { registerRoute } from '../../../platform/http/register-route';
import { boundedGuess, WRONG_CODE_RULES } from '../../../platform/rate-limit/rate-limiter';
import type { Commerce } from '../compose';
import { cancelSubscription, cancelTrial } from '../use-cases/cancel-subscription';
import { redeemGift } from '../use-cases/redeem-gift';

const routes = apiRoutes.subscriptions;

/** Cancel, trial cancel and gift redemption. */
export function registerSubscriptionRoutes(app: AppInstance, ctx: Commerce): void {
  registerRoute(app, routes.cancel, async (request) => {
    const user = requireUser(request);
    const sub = await cancelSubscription(ctx, user.id, request.body?.subscription_id);
    return { status: true as const, expires_at: sub.expiresAt.toISOString() };
  });

  registerRoute(app, routes.cancelTrial, async (request) => {
    await cancelTrial(ctx, requireUser(request).id);
    return { status: true as const };
  });

  registerRoute(app, routes.redeemGift, async (request) => {
    const user = requireUser(request);
    // Gift codes are short enough to guess at: wrong ones are bounded per account and address.
    const { subscription } = await boundedGuess(
      ctx.limiter,
      [
        [`gift-guess-user:${user.id}`, WRONG_CODE_RULES.perAccount],
        [`gift-guess-ip:${request.ip}`, WRONG_CODE_RULES.perIp],
      ],
      () => redeemGift(ctx, user, request.body.code),
    );
    return {
      status: true as const,
      plan_code: subscription.planCode,
      expires_at: subscription.expiresAt.toISOString(),
    };
  });
}
