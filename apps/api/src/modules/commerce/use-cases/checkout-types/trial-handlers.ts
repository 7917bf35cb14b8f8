import {
  AUDIENCE_CODES,
  DomainError,
  isEmailPlusTrick,
  NO_TRIAL_ON_PLAN_MESSAGE,
  STATUS,
  TRIAL_ALREADY_AVAILED_MESSAGE,
  TRIAL_CARD_REUSED_MESSAGE,
  TRIAL_EMAIL_PLUS_MESSAGE,
  TRIAL_WHILE_SUBSCRIBED_MESSAGE,
} from '@learnbox/domain';
import type { PlanRow } from '../../repositories/plans.repository';
import { isTrialTransaction } from '../sync-billing-flags';
import type { CheckoutHandler, CheckoutInput } from './checkout-handler';
import { DAY_MS, livePersonal, loadPlan, startSubscription } from './checkout-helpers';

async function prepareTrial(ctx: Parameters<CheckoutHandler['prepare']>[0], input: CheckoutInput) {
  const plan = await loadPlan(ctx, input.body.plan, [AUDIENCE_CODES.USER]);
  if (plan.trialDays <= 0) throw new DomainError(NO_TRIAL_ON_PLAN_MESSAGE);
  if (isEmailPlusTrick(input.buyer.email)) throw new DomainError(TRIAL_EMAIL_PLUS_MESSAGE);
  const subs = await ctx.subscriptions.subscriptionsOf(input.buyer.id);
  const history = await ctx.transactions.transactionsOf(input.buyer.id);
  if (subs.some((sub) => sub.isTrial) || history.some(isTrialTransaction))
    throw new DomainError(TRIAL_ALREADY_AVAILED_MESSAGE, STATUS.ALREADY_EXISTS);
  if (await livePersonal(ctx, input.buyer.id, input.now))
    throw new DomainError(TRIAL_WHILE_SUBSCRIBED_MESSAGE, STATUS.ALREADY_EXISTS);
  return {
    amountCents: 0,
    planCode: plan.code,
    discountsInfo: [],
    details: {},
    description: `${plan.trialDays}-day free trial of the ${plan.name} plan`,
  };
}

/**
 * The b2c free trial (spec sections 4 and 8): free for the trial days, card required, refused for
 * the email+1 trick and for a card that already had a trial; renews onto the plan afterwards.
 */
export const b2cTrialAvail: CheckoutHandler = {
  prepare: prepareTrial,
  async checkCard(ctx, card) {
    if (card.usedForB2cTrial || (await ctx.paymentMethods.fingerprintUsedForTrial(card.fingerprint)))
      throw new DomainError(TRIAL_CARD_REUSED_MESSAGE);
  },
  async fulfil(ctx, txn, card) {
    const plan = (await ctx.plans.getPlan(txn.planCode as string)) as PlanRow;
    const now = ctx.now();
    if (card) await ctx.paymentMethods.markUsedForTrial(card.id);
    const sub = await startSubscription(ctx, txn, {
      userId: txn.userId,
      plan,
      isTrial: true,
      expiresAt: new Date(now.getTime() + plan.trialDays * DAY_MS),
      paymentMethodId: card?.id ?? null,
    });
    return { subscriptionId: sub.id };
  },
};

/** The quick trial: the saved card when no new one is typed; same rules. */
export const b2cTrialQuickAvail: CheckoutHandler = {
  ...b2cTrialAvail,
  async prepare(ctx, input) {
    const prepared = await prepareTrial(ctx, input);
    const saved = await ctx.paymentMethods.latestPaymentMethod(input.buyer.id);
    return { ...prepared, savedCardId: saved?.id ?? null };
  },
};
