import {
  AUDIENCE_CODES,
  alreadyAdministersMessage,
  DomainError,
  NO_ORG_SUBSCRIPTION_MESSAGE,
  NOT_AN_UPGRADE_MESSAGE,
  ORG_NAME_REQUIRED_MESSAGE,
  ORG_STILL_ACTIVE_MESSAGE,
  planLabel,
  prorateCredit,
  STATUS,
  seatRangeMessage,
  seatsLeftMessage,
} from '@learnbox/domain';
import { authorizeOrganizationBilling } from '../../policies';
import type { PlanRow } from '../../repositories/plans.repository';
import type { SubscriptionRow } from '../../repositories/subscriptions.repository';
import { isLive } from '../sync-billing-flags';
import { syncOrganizationSubscription } from '../sync-organization-subscription';
import type { CheckoutDeps, CheckoutHandler, CheckoutInput } from './checkout-handler';

import {
  addMonths,
  endSubscriptionNow,
  loadPlan,
  pricePlanCheckout,
  regionOf,
  startSubscription,
  unusedCredit,
} from './checkout-helpers';
import { requireOrderField } from './order-field';

const TEAM_AUDIENCES = [AUDIENCE_CODES.TEAM];
const ENTERPRISE_AUDIENCES = [AUDIENCE_CODES.ENTERPRISE, AUDIENCE_CODES.ENTERPRISE_PLUS];
const subTypeOf = (plan: PlanRow) =>
  plan.audience === AUDIENCE_CODES.TEAM
    ? 'TEAM'
    : plan.audience === AUDIENCE_CODES.ENTERPRISE_PLUS
      ? 'ENTERPRISE_PLUS'
      : 'ENTERPRISE';

function seatsWanted(input: CheckoutInput, plan: PlanRow): number {
  const seats = input.body.seats ?? plan.minSeats;
  if (seats < plan.minSeats || seats > plan.maxSeats)
    throw new DomainError(seatRangeMessage(plan.minSeats, plan.maxSeats), 400, {
      seats: seatRangeMessage(plan.minSeats, plan.maxSeats),
    });
  return seats;
}

/** Team and enterprise buy: creates the organization with the buyer as admin (spec section 4). */
function organizationBuy(audiences: number[]): CheckoutHandler {
  return {
    async prepare(ctx, input) {
      const plan = await loadPlan(ctx, input.body.plan, audiences);
      const name = requireOrderField(
        input,
        // One letter is not a name anyone can find their team by.
        (input.body.organization_name?.trim().length ?? 0) >= 2
          ? input.body.organization_name?.trim()
          : undefined,
        'organization_name',
        ORG_NAME_REQUIRED_MESSAGE,
      );
      if (name && (await ctx.organizations.administersOrganizationNamed(input.buyer.id, name)))
        throw new DomainError(alreadyAdministersMessage(name), STATUS.ALREADY_EXISTS, {
          organization_name: alreadyAdministersMessage(name),
        });
      const seats = seatsWanted(input, plan);
      return {
        ...(await pricePlanCheckout(ctx, input, plan, { seats })),
        details: { organizationName: name, seats },
        description: `${planLabel(plan.code, plan.name)} for ${name || 'your team'}, ${seats} seats`,
      };
    },
    async fulfil(ctx, txn, card) {
      const plan = (await ctx.plans.getPlan(txn.planCode as string)) as PlanRow;
      const organizationId = `org_${txn.id.replace(/^txn_/, '').slice(0, 12)}`;
      const sub = await startSubscription(ctx, txn, {
        userId: txn.userId,
        plan,
        expiresAt: addMonths(ctx.now(), plan.months),
        organizationId,
        subType: subTypeOf(plan),
        seats: Number(txn.details.seats),
        paymentMethodId: card?.id ?? null,
      });
      await ctx.organizations.createOrganization({
        id: organizationId,
        name: String(txn.details.organizationName),
        adminUserId: txn.userId,
        subscriptionId: sub.id,
        subType: subTypeOf(plan),
      });
      await ctx.transactions.updateTransaction(txn.id, { details: { ...txn.details, organizationId } });
      return { subscriptionId: sub.id };
    },
  };
}

async function adminSubscription(
  ctx: CheckoutDeps,
  input: CheckoutInput,
  subTypes: string[],
): Promise<SubscriptionRow> {
  const organizationId = await authorizeOrganizationBilling(
    ctx.organizations,
    input.buyer,
    'manage-seats',
    input.body.organization_id,
  );
  const sub = await ctx.subscriptions.subscriptionOfOrganization(organizationId);
  if (!sub || !subTypes.includes(sub.subType ?? '')) throw new DomainError(NO_ORG_SUBSCRIPTION_MESSAGE);
  return sub;
}

/**
 * More seats on a live team or enterprise plan, prorated to the rest of the term. Seats are claimed
 * atomically before the charge (never oversold) and given back if the charge fails.
 */
function seatsPurchase(subTypes: string[]): CheckoutHandler {
  return {
    async prepare(ctx, input) {
      const sub = await adminSubscription(ctx, input, subTypes);
      if (!isLive(sub, input.now)) throw new DomainError(NO_ORG_SUBSCRIPTION_MESSAGE);
      const seats = input.body.seats ?? 1;
      if (sub.seats + seats > sub.maxSeats) throw new DomainError(seatsLeftMessage(sub.maxSeats - sub.seats));
      const plan = (await ctx.plans.getPlan(sub.planCode)) as PlanRow;
      // Seats are added at the price list of the term they join (and renew with it).
      const region = await regionOf(ctx, input, sub);
      const priced = await pricePlanCheckout(ctx, region.input, plan, { seats });
      const amount = prorateCredit(
        priced.amountCents,
        sub.startsAt.getTime(),
        sub.expiresAt.getTime(),
        input.now.getTime(),
      );
      return {
        ...priced,
        country: region.input.buyer.country,
        amountCents: amount,
        discountsInfo: [...priced.discountsInfo, { id: 'proration', amount: priced.amountCents - amount }],
        details: { organizationId: sub.organizationId, subscriptionId: sub.id, seats },
        description: `${seats} more seats on ${plan.name}`,
        savedCardId: sub.paymentMethodId,
      };
    },
    async reserve(ctx, txn) {
      const sub = await ctx.subscriptions.getSubscription(String(txn.details.subscriptionId));
      const seats = Number(txn.details.seats);
      if (!sub || !(await ctx.subscriptions.reserveSeats(sub.id, seats)))
        throw new DomainError(seatsLeftMessage(sub ? sub.maxSeats - sub.seats : 0));
    },
    async release(ctx, txn) {
      await ctx.subscriptions.releaseSeats(String(txn.details.subscriptionId), Number(txn.details.seats));
    },
    async fulfil(_ctx, txn) {
      return { subscriptionId: String(txn.details.subscriptionId) };
    },
  };
}

/**
 * A new term for an organization whose subscription has ended, same seats. The body may name another
 * plan of the same audience only (team stays team, enterprise stays enterprise), and the seats must
 * fit it: a plan from another price list would charge the seats at a price they were never sold at.
 */
function organizationReactivation(subTypes: string[], audiences: number[]): CheckoutHandler {
  return {
    async prepare(ctx, input) {
      const sub = await adminSubscription(ctx, input, subTypes);
      if (isLive(sub, input.now)) throw new DomainError(ORG_STILL_ACTIVE_MESSAGE, STATUS.ALREADY_EXISTS);
      const plan = await loadPlan(ctx, input.body.plan ?? sub.planCode, audiences);
      if (sub.seats < plan.minSeats || sub.seats > plan.maxSeats)
        throw new DomainError(seatRangeMessage(plan.minSeats, plan.maxSeats));
      return {
        ...(await pricePlanCheckout(ctx, input, plan, { seats: sub.seats })),
        details: { organizationId: sub.organizationId, seats: sub.seats, previous: sub.id },
        description: `${planLabel(plan.code, plan.name)}, reactivated, ${sub.seats} seats`,
      };
    },
    async fulfil(ctx, txn, card) {
      const plan = (await ctx.plans.getPlan(txn.planCode as string)) as PlanRow;
      const sub = await startSubscription(ctx, txn, {
        userId: txn.userId,
        plan,
        expiresAt: addMonths(ctx.now(), plan.months),
        organizationId: String(txn.details.organizationId),
        subType: subTypeOf(plan),
        seats: Number(txn.details.seats),
        paymentMethodId: card?.id ?? null,
      });
      await syncOrganizationSubscription(ctx, String(txn.details.organizationId));
      return { subscriptionId: sub.id };
    },
  };
}

/** Enterprise upgrade: a richer enterprise plan for the same seats now, the unused term credited. */
export const enterpriseSubscriptionUpgrade: CheckoutHandler = {
  async prepare(ctx, input) {
    const sub = await adminSubscription(ctx, input, ['ENTERPRISE', 'ENTERPRISE_PLUS']);
    if (!isLive(sub, input.now)) throw new DomainError(NO_ORG_SUBSCRIPTION_MESSAGE);
    const plan = await loadPlan(ctx, input.body.plan, ENTERPRISE_AUDIENCES);
    if (plan.featureSet <= sub.featureSet && plan.months <= sub.months)
      throw new DomainError(NOT_AN_UPGRADE_MESSAGE);
    const region = await regionOf(ctx, input, sub);
    const priced = await pricePlanCheckout(ctx, region.input, plan, { seats: sub.seats });
    const credit = unusedCredit(region.paid, sub, priced, input.now);
    return {
      ...priced,
      country: region.input.buyer.country,
      amountCents: priced.amountCents - credit,
      discountsInfo: [...priced.discountsInfo, { id: 'proration_credit', amount: credit }],
      details: { organizationId: sub.organizationId, seats: sub.seats, replaces: sub.id },
      description: `Upgrade to ${planLabel(plan.code, plan.name)}, ${sub.seats} seats`,
      savedCardId: sub.paymentMethodId,
    };
  },
  async fulfil(ctx, txn, card) {
    const replaced = await ctx.subscriptions.getSubscription(String(txn.details.replaces));
    if (replaced) await endSubscriptionNow(ctx, replaced, ctx.now());
    return organizationReactivation([], ENTERPRISE_AUDIENCES).fulfil(ctx, txn, card);
  },
};

export const teamSubscriptionBuy = organizationBuy(TEAM_AUDIENCES);
export const enterpriseSubscriptionBuy = organizationBuy(ENTERPRISE_AUDIENCES);
export const teamSeatsPurchase = seatsPurchase(['TEAM']);
export const enterpriseSeatsPurchase = seatsPurchase(['ENTERPRISE', 'ENTERPRISE_PLUS']);
export const teamReactivation = organizationReactivation(['TEAM'], TEAM_AUDIENCES);
export const enterpriseReactivation = organizationReactivation(
  ['ENTERPRISE', 'ENTERPRISE_PLUS'],
  ENTERPRISE_AUDIENCES,
);
