import { randomBytes } from 'node:crypto';
import {
  AUDIENCE_CODES,
  DELIVERY_IN_PAST_MESSAGE,
  DELIVERY_TOO_FAR_MESSAGE,
  DomainError,
  planLabel,
  RECIPIENT_REQUIRED_MESSAGE,
} from '@learnbox/domain';
import type { PlanRow } from '../../repositories/plans.repository';
import { deliverGift } from '../deliver-gift';
import type { CheckoutHandler } from './checkout-handler';
import { DAY_MS, loadPlan, pricePlanCheckout } from './checkout-helpers';
import { requireOrderField } from './order-field';

/** Gift a plan: the recipient gets an e-mail on the delivery date and redeems it by link. */
export const subscriptionGift: CheckoutHandler = {
  async prepare(ctx, input) {
    const plan = await loadPlan(ctx, input.body.plan, [AUDIENCE_CODES.USER]);
    const recipient = requireOrderField(
      input,
      input.body.recipient_email?.trim().toLowerCase(),
      'recipient_email',
      RECIPIENT_REQUIRED_MESSAGE,
    );
    const today = input.now.toISOString().slice(0, 10);
    const deliveryDate = input.body.delivery_date ?? today;
    if (deliveryDate < today)
      throw new DomainError(DELIVERY_IN_PAST_MESSAGE, 400, { delivery_date: DELIVERY_IN_PAST_MESSAGE });
    if (new Date(`${deliveryDate}T00:00:00Z`).getTime() - input.now.getTime() > 366 * DAY_MS)
      throw new DomainError(DELIVERY_TOO_FAR_MESSAGE, 400, { delivery_date: DELIVERY_TOO_FAR_MESSAGE });
    return {
      ...(await pricePlanCheckout(ctx, input, plan)),
      details: { recipientEmail: recipient, message: input.body.gift_message ?? '', deliveryDate },
      description: `Gift of ${planLabel(plan.code, plan.name)} for ${recipient || 'a friend'}`,
    };
  },
  async fulfil(ctx, txn) {
    if (await ctx.gifts.giftByTransaction(txn.id)) return {};
    const plan = (await ctx.plans.getPlan(txn.planCode as string)) as PlanRow;
    const deliveryDate = String(txn.details.deliveryDate);
    const deliverAt =
      deliveryDate <= ctx.now().toISOString().slice(0, 10)
        ? ctx.now()
        : new Date(`${deliveryDate}T00:00:00Z`);
    const gift = await ctx.gifts.insertGift({
      code: `GIFT-${randomBytes(6).toString('hex').toUpperCase()}`,
      buyerUserId: txn.userId,
      transactionId: txn.id,
      planCode: plan.code,
      recipientEmail: String(txn.details.recipientEmail),
      message: String(txn.details.message ?? ''),
      deliverAt,
      deliveredAt: deliverAt.getTime() <= ctx.now().getTime() ? ctx.now() : null,
    });
    if (gift.deliveredAt) await deliverGift(ctx, gift);
    return {};
  },
};
