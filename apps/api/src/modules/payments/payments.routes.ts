import { errorReplySchema } from '@learnbox/contracts';
import { DomainError, STATUS } from '@learnbox/domain';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance';
import type { BillingContext } from '../billing/billing-context';
import { settleTransaction } from '../billing/reconcile-transactions';
import { verifyStripeSignature } from './stripe-processor';

export const BAD_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';

/**
 * POST /api/payments/stripe/webhook: Stripe tells us a PaymentIntent finished. The signature is
 * checked on the raw body; the transaction named by the intent's idempotency key is then settled
 * the same way the reconciliation job settles it (asking Stripe, never trusting the body alone).
 */
export async function paymentsRoutes(
  app: AppInstance,
  ctx: BillingContext,
  webhookSecret: string | undefined,
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          response: {
            200: z.object({ received: z.literal(true) }),
            400: errorReplySchema,
            404: errorReplySchema,
          },
        },
      },
      async (request) => {
        if (!webhookSecret) throw new DomainError('Stripe webhooks are not configured.', STATUS.NOT_FOUND);
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers['stripe-signature'];
        if (!verifyStripeSignature(raw, Array.isArray(header) ? header[0] : header, webhookSecret))
          throw new DomainError(BAD_SIGNATURE_MESSAGE, STATUS.OPERATION_NOT_ALLOWED);
        let event: { type?: string; data?: { object?: { metadata?: Record<string, string> } } };
        try {
          event = JSON.parse(raw);
        } catch {
          throw new DomainError('The webhook body is not JSON.', STATUS.OPERATION_NOT_ALLOWED);
        }
        const key = event.data?.object?.metadata?.idempotency_key;
        if (key && event.type?.startsWith('payment_intent.')) {
          const txn = await ctx.repo.getTransaction(key);
          if (txn && (txn.status === 'charging' || txn.status === 'fulfilling'))
            await settleTransaction(ctx, txn);
        }
        return { received: true as const };
      },
    );
  });
}
