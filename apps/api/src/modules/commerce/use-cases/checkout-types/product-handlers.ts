import { randomBytes } from 'node:crypto';
import {
  AUDIENCE_CODES,
  CERTIFICATE_OWNED_MESSAGE,
  CERTIFICATE_PRICE_CENTS,
  COURSE_NOT_FOR_SALE_MESSAGE,
  COURSE_OWNED_MESSAGE,
  COURSE_REQUIRED_MESSAGE,
  DomainError,
  planLabel,
  quotePrice,
  STATUS,
} from '@learnbox/domain';
import { resolveCoupon } from '../resolve-coupon';
import type { CheckoutDeps, CheckoutHandler, CheckoutInput } from './checkout-handler';

import { loadPlan, pricePlanCheckout } from './checkout-helpers';

async function loadCourse(ctx: CheckoutDeps, input: CheckoutInput) {
  const courseId = input.body.course_id;
  if (!courseId) throw new DomainError(COURSE_REQUIRED_MESSAGE, 400, { course_id: COURSE_REQUIRED_MESSAGE });
  const course = await ctx.customers.getCourse(courseId);
  if (!course) throw new DomainError(COURSE_NOT_FOR_SALE_MESSAGE, STATUS.NOT_FOUND);
  return course;
}

async function priceWithCourseCoupon(
  ctx: CheckoutDeps,
  input: CheckoutInput,
  courseId: string,
  list: number,
) {
  const coupon = input.body.coupon
    ? await resolveCoupon(
        ctx,
        input.body.coupon,
        { scope: 'course', courseId, checkoutType: input.type },
        input.now,
      )
    : null;
  const quote = quotePrice(list, [{ id: 'coupon', percentage: coupon?.percentOff ?? 0 }]);
  return {
    amountCents: quote.price,
    couponCode: coupon?.code ?? null,
    discountsInfo: quote.lineItems.map(({ id, amount }) => ({ id, amount })),
  };
}

/** A single priced course: grants the course entitlement the reader checks. */
export const coursePurchase: CheckoutHandler = {
  async prepare(ctx, input) {
    const course = await loadCourse(ctx, input);
    if (!course.isPriced || !course.priceCents) throw new DomainError(COURSE_NOT_FOR_SALE_MESSAGE);
    const owned = await ctx.entitlements.activeFor(input.buyer.id, input.now);
    if (owned.ownedCourseIds.includes(course.id))
      throw new DomainError(COURSE_OWNED_MESSAGE, STATUS.ALREADY_EXISTS);
    return {
      ...(await priceWithCourseCoupon(ctx, input, course.id, course.priceCents)),
      // Charged in the currency the catalogue shows the price in, not USD by default.
      currency: course.currency,
      courseId: course.id,
      details: {},
      description: `Course: ${course.title}`,
    };
  },
  async fulfil(ctx, txn) {
    const courseId = txn.courseId as string;
    const owned = await ctx.entitlements.activeFor(txn.userId, ctx.now());
    if (!owned.ownedCourseIds.includes(courseId))
      await ctx.entitlements.grant({
        userId: txn.userId,
        kind: 'course',
        courseId,
        source: `purchase:${txn.id}`,
      });
    return {};
  },
};

/** The certificate of a course, once per course. */
export const certificatePurchase: CheckoutHandler = {
  async prepare(ctx, input) {
    const course = await loadCourse(ctx, input);
    const bought = (await ctx.transactions.transactionsOf(input.buyer.id)).some(
      (txn) =>
        txn.checkoutType === 'certificate-purchase' &&
        txn.courseId === course.id &&
        txn.status === 'succeeded',
    );
    if (bought) throw new DomainError(CERTIFICATE_OWNED_MESSAGE, STATUS.ALREADY_EXISTS);
    // Never sell the certificate of a course the buyer has not completed (or already holds).
    const refusal = await ctx.certificates.refusal(input.buyer.id, course.id);
    if (refusal) throw new DomainError(refusal, STATUS.OPERATION_NOT_ALLOWED, { course_id: refusal });
    return {
      ...(await priceWithCourseCoupon(ctx, input, course.id, CERTIFICATE_PRICE_CENTS)),
      courseId: course.id,
      details: {},
      description: `Certificate: ${course.title}`,
    };
  },
  async fulfil(ctx, txn) {
    // Idempotent: a retried confirmation or a webhook after the redirect finds the certificate.
    await ctx.certificates.issuePurchased({
      userId: txn.userId,
      courseId: txn.courseId as string,
      transactionId: txn.id,
    });
    return {};
  },
};

/** Buys a single-use 100% coupon for a plan, e-mailed to the buyer to pass on. */
export const couponPurchase: CheckoutHandler = {
  async prepare(ctx, input) {
    const plan = await loadPlan(ctx, input.body.plan, [AUDIENCE_CODES.USER]);
    return {
      ...(await pricePlanCheckout(ctx, input, plan)),
      details: {},
      description: `Coupon for ${planLabel(plan.code, plan.name)}`,
    };
  },
  async fulfil(ctx, txn) {
    if (typeof txn.details.purchasedCoupon === 'string') return {};
    const code = `PAID-${randomBytes(5).toString('hex').toUpperCase()}`;
    await ctx.coupons.insertCoupon({
      code,
      percentOff: 100,
      scope: 'subscription',
      planCodes: [txn.planCode as string],
      checkoutTypes: ['subscription-buy', 'subscription-quick-buy'],
      maxUses: 1,
      purchasedBy: txn.userId,
    });
    await ctx.transactions.updateTransaction(txn.id, { details: { ...txn.details, purchasedCoupon: code } });
    const user = await ctx.customers.getUser(txn.userId);
    if (user)
      await ctx.sendMail({
        to: user.email,
        kind: 'coupon',
        subject: 'Your Learnbox coupon',
        text: `Your coupon ${code} gives one ${planLabel(txn.planCode)} subscription for free. Use it at ${ctx.webOrigin}/unlimited.`,
      });
    return {};
  },
};
