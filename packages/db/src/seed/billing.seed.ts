import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { billingCoupons, billingPlans, billingSubscriptions, entitlements } from '../schema/index';

type PlanSeed = typeof billingPlans.$inferInsert;

const NAMES: Record<number, string> = { 150: 'L2C', 200: 'Standard', 300: 'Premium', 400: 'Premium Plus' };
/** Monthly list price in cents per feature set (USER audience). */
const MONTHLY: Record<number, number> = { 150: 1900, 200: 2900, 300: 3900, 400: 5900 };
/** The plan's own discount by term: longer terms cost less a month. */
const TERM_DISCOUNT: Record<number, number> = { 1: 0, 12: 40, 24: 50 };

function userPlans(): PlanSeed[] {
  const plans: PlanSeed[] = [];
  for (const featureSet of [200, 300, 400]) {
    for (const months of [1, 12, 24]) {
      plans.push({
        code: `${featureSet}-${months}-6000`,
        featureSet,
        months,
        audience: 6000,
        name: NAMES[featureSet] as string,
        listPriceCents: (MONTHLY[featureSet] as number) * months,
        planDiscountPercent: TERM_DISCOUNT[months] as number,
        trialDays: months === 1 && featureSet !== 400 ? 7 : 0,
      });
    }
  }
  plans.push({
    code: '150-12-6000',
    featureSet: 150,
    months: 12,
    audience: 6000,
    name: 'L2C',
    listPriceCents: 1900 * 12,
    planDiscountPercent: 60,
  });
  return plans;
}

/** The plan catalogue (spec sections 3, 6, 9): USER 6000 plans plus team and enterprise per seat. */
export const SEED_PLANS: readonly PlanSeed[] = [
  ...userPlans(),
  {
    code: '200-12-6001',
    featureSet: 200,
    months: 12,
    audience: 6001,
    name: 'Team',
    listPriceCents: 39_900,
    planDiscountPercent: 0,
    minSeats: 2,
    maxSeats: 25,
  },
  {
    code: '300-12-6001',
    featureSet: 300,
    months: 12,
    audience: 6001,
    name: 'Team Premium',
    listPriceCents: 49_900,
    planDiscountPercent: 0,
    minSeats: 2,
    maxSeats: 25,
  },
  {
    code: '300-12-6003',
    featureSet: 300,
    months: 12,
    audience: 6003,
    name: 'Enterprise',
    listPriceCents: 59_900,
    planDiscountPercent: 0,
    minSeats: 5,
    maxSeats: 500,
  },
  {
    code: '400-12-6003',
    featureSet: 400,
    months: 12,
    audience: 6003,
    name: 'Enterprise Plus',
    listPriceCents: 79_900,
    planDiscountPercent: 0,
    minSeats: 5,
    maxSeats: 500,
  },
];

const DAY = 24 * 3600 * 1000;

/** Demo coupons: each shows one rule (valid, expired, used up, plan-restricted, course, site). */
export const SEED_COUPONS: readonly (typeof billingCoupons.$inferInsert)[] = [
  { code: 'SAVE20', percentOff: 20, scope: 'subscription' },
  {
    code: 'ANNUAL30',
    percentOff: 30,
    scope: 'subscription',
    planCodes: ['200-12-6000', '300-12-6000', '400-12-6000'],
  },
  { code: 'EXPIRED10', percentOff: 10, scope: 'subscription', validUntil: new Date(Date.UTC(2020, 0, 1)) },
  { code: 'ONCE50', percentOff: 50, scope: 'subscription', maxUses: 1 },
  { code: 'COURSE25', percentOff: 25, scope: 'course' },
  { code: 'WELCOME15', percentOff: 15, scope: 'site', validUntil: new Date(Date.now() + 3650 * DAY) },
];

/**
 * Plans and coupons (missing ones only, so staff edits survive), and a subscription for
 * subscriber@example.com that matches the content seed's entitlement 'ent-seed-subscriber'.
 */
export async function seedBilling(db: Database): Promise<void> {
  await db
    .insert(billingPlans)
    .values([...SEED_PLANS])
    .onConflictDoNothing();
  await db
    .insert(billingCoupons)
    .values([...SEED_COUPONS])
    .onConflictDoNothing();
  const [grant] = await db.select().from(entitlements).where(eq(entitlements.id, 'ent-seed-subscriber'));
  if (!grant) return;
  const expiresAt = grant.expiresAt ?? new Date(Date.now() + 365 * DAY);
  await db
    .insert(billingSubscriptions)
    .values({
      id: 'sub-seed-subscriber',
      userId: grant.userId,
      planCode: '200-12-6000',
      featureSet: 200,
      months: 12,
      status: 7001,
      subscriptionType: 7004,
      startsAt: new Date(expiresAt.getTime() - 365 * DAY),
      expiresAt,
      entitlementId: grant.id,
    })
    .onConflictDoNothing();
}
