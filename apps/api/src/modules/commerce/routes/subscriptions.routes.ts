import { errorReplySchema } from '@learnbox/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance';
import { boundedGuess, WRONG_CODE_RULES } from '../../../platform/rate-limit/rate-limiter';
import type { Commerce } from '../compose';
import { authorize, OWN_BILLING } from '../policies';
import { cancelSubscription, cancelTrial } from '../use-cases/cancel-subscription';
import { redeemGift } from '../use-cases/redeem-gift';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};

/** Cancel, trial cancel and gift redemption. */
export function registerSubscriptionRoutes(app: AppInstance, ctx: Commerce): void {
  app.post(
    '/api/subscription/cancel',
    {
      schema: {
        tags: ['subscriptions'],
        body: z.object({ subscription_id: z.string().max(200).optional() }).optional(),
        response: { 200: z.object({ status: z.literal(true), expires_at: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = authorize(request.user, 'cancel', OWN_BILLING);
      const sub = await cancelSubscription(ctx, user.id, request.body?.subscription_id);
      return { status: true as const, expires_at: sub.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/subscription/trial/cancel',
    {
      schema: {
        tags: ['subscriptions'],
        response: { 200: z.object({ status: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await cancelTrial(ctx, authorize(request.user, 'cancel', OWN_BILLING).id);
      return { status: true as const };
    },
  );

  app.post(
    '/api/gift/redeem',
    {
      schema: {
        tags: ['subscriptions'],
        body: z.object({ code: z.string().trim().min(4, 'Enter the gift code').max(60) }),
        response: {
          200: z.object({ status: z.literal(true), plan_code: z.string(), expires_at: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = authorize(request.user, 'redeem', OWN_BILLING);
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
    },
  );
}
