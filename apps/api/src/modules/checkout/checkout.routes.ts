import { checkoutBodySchema, checkoutReplySchema, errorReplySchema } from '@learnbox/contracts';
import { CHECKOUT_TYPES, parseCheckoutType } from '@learnbox/domain';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance';
import { requireUser } from '../auth/auth.routes';
import type { BillingContext } from '../billing/billing-context';
import { toTransactionView } from '../billing/transaction-view';
import { CHECKOUT_HANDLERS } from './checkout-handlers';
import { runCheckout } from './run-checkout';

/** POST /api/checkout/{checkout_type}: every checkout of spec section 2. */
export function registerCheckoutRoutes(app: AppInstance, ctx: BillingContext): void {
  app.post(
    '/api/checkout/:checkoutType',
    {
      schema: {
        tags: ['checkout'],
        params: z.object({ checkoutType: z.enum(CHECKOUT_TYPES, { error: 'Unknown checkout type.' }) }),
        body: checkoutBodySchema,
        response: {
          200: checkoutReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          503: errorReplySchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const type = parseCheckoutType(request.params.checkoutType);
      const txn = await runCheckout(ctx, CHECKOUT_HANDLERS, {
        type,
        buyer: {
          id: user.id,
          email: user.email,
          name: user.name,
          country: ctx.countries.countryOf(request),
          isGithubUser: await ctx.accounts.hasGithubAccount(user.id),
        },
        body: request.body,
        now: ctx.now(),
      });
      const plan = txn.planCode ? `&plan=${encodeURIComponent(txn.planCode)}` : '';
      return {
        transaction: toTransactionView(txn),
        redirect_url: `/order-confirmation?transaction_id=${encodeURIComponent(txn.id)}&checkout_type=${type}${plan}&post_checkout=true`,
      };
    },
  );
}
