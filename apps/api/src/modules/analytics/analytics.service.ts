import { randomBytes } from 'node:crypto';
import type {
  AttributionSnapshotBody,
  EncodedAffiliateReply,
  GrowthReport,
  ReferralSummary,
  SubscriptionTypeReply,
} from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import {
  ANALYTICS_MESSAGES,
  analyticsSubscriptionType,
  DomainError,
  NOT_LOGGED_IN_MESSAGE,
  PRODUCT_EVENTS,
  parseAffiliateId,
  REFERRAL_CREDIT_PERCENT,
  STATUS,
  truncateReferrer,
} from '@learnbox/domain';
import { cleanSnapshot, sourceOf, withNetworkClick } from './attribution';
import { type AttributionRepository, createAttributionRepository } from './attribution.repository';
import { createGrowthReportRepository } from './growth-report.repository';
import type { ProductEvents } from './product-events';
import type { Tracking } from './tracking';

/** A single-use coupon of the commerce rules: how a referral credit is paid out (lent by app.ts). */
export interface CreditIssuer {
  issueSingleUseCoupon(coupon: { code: string; percentOff: number }): Promise<void>;
}

/** A transaction as the payment hooks see it. */
export interface PaymentFacts {
  id: string;
  userId: string;
  checkoutType: string;
  amountCents: number;
  currency: string;
  source: string;
}

/**
 * What commerce asks of analytics (passed in by app.ts): the payment's source before the row is
 * written, and the two funnel events. None of these fails a checkout.
 */
export interface CommerceGrowth {
  /** The checkout's snapshot with the network click of the buyer's cookie (tracking), if any. */
  attributionOf(
    userId: string,
    body: AttributionSnapshotBody | undefined,
    tracking?: Tracking,
  ): Promise<{ attribution: Record<string, string>; source: string }>;
  checkoutStarted(txn: PaymentFacts, tracking?: Tracking): Promise<void>;
  paid(txn: PaymentFacts): Promise<void>;
  /** The banner's github-scholar facts: a verified GitHub student, still or no longer (churned). */
  githubScholar(userId: string): Promise<{ active: boolean } | null>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 366;
const CONTEXT = /^context[A-Za-z0-9_-]{0,52}$/;

const newCode = (prefix: string) => `${prefix}-${randomBytes(6).toString('base64url').toUpperCase()}`;

export function createAnalyticsService(
  db: Database,
  events: ProductEvents,
  options: {
    credits: CreditIssuer;
    webOrigin: string;
    log: { warn(object: unknown, message: string): void };
  },
) {
  const repository: AttributionRepository = createAttributionRepository(db);
  const growth = createGrowthReportRepository(db);

  async function referralCode(userId: string): Promise<string> {
    const existing = await repository.codeOf(userId);
    if (existing) return existing;
    // A clash with another user's code inserts nothing; the next try draws a new one.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await repository.insertCode(userId, newCode('FRIEND'));
      const code = await repository.codeOf(userId);
      if (code) return code;
    }
    throw new Error('could not draw a free referral code');
  }

  async function creditReferral(txn: PaymentFacts): Promise<void> {
    const referral = await repository.referralOfFriend(txn.userId);
    if (!referral || referral.creditedTransactionId) return;
    // Coupons first, with codes nobody knows yet: a claim lost to another worker leaves two unused
    // codes no one can see, never a claimed referral without its credit.
    const coupons = { referrer: newCode('REFCREDIT'), friend: newCode('WELCOME') };
    await options.credits.issueSingleUseCoupon({
      code: coupons.referrer,
      percentOff: REFERRAL_CREDIT_PERCENT,
    });
    await options.credits.issueSingleUseCoupon({ code: coupons.friend, percentOff: REFERRAL_CREDIT_PERCENT });
    await repository.claimCredit(txn.userId, txn.id, coupons);
  }

  const commerce: Omit<CommerceGrowth, 'githubScholar'> = {
    async attributionOf(userId, body, tracking) {
      const attribution = withNetworkClick(await cleanSnapshot(repository, body), tracking?.networkClick);
      if (Object.keys(attribution).length) return { attribution, source: sourceOf(attribution) };
      // Nothing from the browser (another device, cleared storage): the sign-up's first touch.
      const profile = await repository.profileFlags(userId);
      const first = profile?.firstTouch ?? {};
      return { attribution: {}, source: sourceOf(first) };
    },
    async checkoutStarted(txn, tracking) {
      await events.recordProductEvent(PRODUCT_EVENTS.CHECKOUT_STARTED, {
        userId: txn.userId,
        tracking,
        props: {
          transaction_id: txn.id,
          checkout_type: txn.checkoutType,
          amount_cents: txn.amountCents,
          source: txn.source,
        },
      });
    },
    async paid(txn) {
      await events.recordProductEvent(PRODUCT_EVENTS.CHECKOUT_PAID, {
        userId: txn.userId,
        props: {
          transaction_id: txn.id,
          checkout_type: txn.checkoutType,
          amount_cents: txn.amountCents,
          currency: txn.currency,
          source: txn.source,
        },
      });
      if (txn.amountCents <= 0) return;
      try {
        await creditReferral(txn);
      } catch (error) {
        options.log.warn({ err: error, transaction: txn.id }, 'the referral credit was not issued');
      }
    },
  };

  return {
    commerce,

    /**
     * A browser's snapshot as other modules keep it (marketing captures and forms): cleaned like
     * the sign-up's (known keys, referrers cut, the affiliate checked) with the source it gives.
     */
    async cleanAttribution(body: AttributionSnapshotBody | undefined) {
      const attribution = await cleanSnapshot(repository, body);
      return { attribution, source: sourceOf(attribution) };
    },

    /** POST /api/affiliate/getencodedid/{affiliate id}/context{suffix} (spec section 7). */
    async encodedAffiliate(
      params: { affiliateId: string; context: string },
      body: { referral_site?: string; last_referral_site?: string; ref_id?: string } & Record<
        string,
        unknown
      >,
      userId: string | null,
      tracking: Tracking,
    ): Promise<EncodedAffiliateReply> {
      const id = parseAffiliateId(params.affiliateId);
      if (id === null)
        throw new DomainError(ANALYTICS_MESSAGES.AFFILIATE_ID_NOT_NUMBER, STATUS.OPERATION_NOT_ALLOWED, {
          affiliateId: ANALYTICS_MESSAGES.AFFILIATE_ID_NOT_NUMBER,
        });
      if (!CONTEXT.test(params.context))
        throw new DomainError(ANALYTICS_MESSAGES.AFFILIATE_CONTEXT_UNKNOWN, STATUS.OPERATION_NOT_ALLOWED, {
          context: ANALYTICS_MESSAGES.AFFILIATE_CONTEXT_UNKNOWN,
        });
      const affiliate = await repository.affiliate(id);
      if (!affiliate) throw new DomainError(ANALYTICS_MESSAGES.AFFILIATE_NOT_FOUND, STATUS.NOT_FOUND);
      const props: Record<string, unknown> = { affiliate_id: id, context: params.context };
      for (const [key, value] of Object.entries(body))
        if (typeof value === 'string' && value)
          props[key] = key.endsWith('referral_site') ? truncateReferrer(value) : value;
      await events.recordProductEvent(PRODUCT_EVENTS.AFFILIATE_CLICK, { userId, tracking, props });
      return { encoded_affiliate_id: affiliate.encodedId, associated_affiliate_name: affiliate.name };
    },

    /**
     * After POST /api/user/signup: first touch (with the affiliate network's click of the cookie),
     * the referral (if a friend's code), the event.
     */
    async recordSignup(userId: string, body: AttributionSnapshotBody, tracking: Tracking): Promise<void> {
      try {
        const snapshot = withNetworkClick(await cleanSnapshot(repository, body), tracking.networkClick);
        const source = sourceOf(snapshot);
        await repository.setTouch(userId, snapshot, { source });
        const referrer = snapshot.referral_code ? await repository.ownerOfCode(snapshot.referral_code) : null;
        if (referrer && referrer !== userId)
          await repository.insertReferral({
            friendUserId: userId,
            referrerUserId: referrer,
            code: snapshot.referral_code as string,
          });
        await events.recordProductEvent(PRODUCT_EVENTS.SIGN_UP, { userId, tracking, props: { source } });
      } catch (error) {
        options.log.warn({ err: error }, 'the sign-up attribution was not recorded');
      }
    },

    async subscriptionType(userId: string): Promise<SubscriptionTypeReply> {
      const flags = await repository.profileFlags(userId);
      if (!flags) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
      return { subscription_type: analyticsSubscriptionType(flags) };
    },

    async referralSummary(userId: string): Promise<ReferralSummary> {
      const code = await referralCode(userId);
      const friends = await repository.referralsOf(userId);
      const mine = friends.map((f) => f.referrerCoupon).filter((c): c is string => Boolean(c));
      const asFriend = await repository.referralOfFriend(userId);
      if (asFriend?.friendCoupon) mine.push(asFriend.friendCoupon);
      const coupons = await repository.coupons(mine);
      return {
        code,
        link: `${options.webOrigin}/?ref=${encodeURIComponent(code)}`,
        friends_signed_up: friends.length,
        friends_paid: friends.filter((f) => f.creditedTransactionId).length,
        credits: coupons.map((c) => ({
          coupon: c.code,
          percent_off: c.percentOff,
          used: c.maxUses !== null && c.usedCount >= c.maxUses,
        })),
      };
    },

    async growthReport(query: { from: string; to: string }): Promise<GrowthReport> {
      const from = new Date(`${query.from}T00:00:00Z`);
      const to = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS);
      if (!(from < to) || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
        throw new DomainError(ANALYTICS_MESSAGES.RANGE_INVALID, STATUS.OPERATION_NOT_ALLOWED, {
          from: ANALYTICS_MESSAGES.RANGE_INVALID,
        });
      const range = { from, to };
      const [bySource, funnel, retention, revenue] = await Promise.all([
        growth.bySource(range),
        growth.funnel(range),
        growth.retention(range),
        growth.revenue(range),
      ]);
      return { from: query.from, to: query.to, by_source: bySource, funnel, retention, revenue };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
