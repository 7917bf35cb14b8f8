import { z } from 'zod';
import {
  encodedAffiliateBodySchema,
  encodedAffiliateParamsSchema,
  encodedAffiliateReplySchema,
  growthReportQuerySchema,
  growthReportReplySchema,
  networkCookieBodySchema,
  networkCookieReplySchema,
  productEventsBodySchema,
  productEventsReplySchema,
  referralSummarySchema,
  subscriptionTypeReplySchema,
} from '../analytics';
import { defineRoute } from './define-route';

const tags = ['analytics'];

/**
 * Attribution and analytics (issue 17, spec section 7 "Analytics and affiliates"). The spec leaves
 * two names open: the analytics service is `analytics` and the affiliate network `shareasale`.
 */
export const analyticsRoutes = {
  /** Spec section 7 "POST to an events endpoint with a list of event_name and event_data". */
  events: defineRoute({
    method: 'POST',
    path: '/api/events',
    tags,
    summary: 'Record product events (page views, queued campaign events) of the visitor or user',
    body: productEventsBodySchema,
    reply: productEventsReplySchema,
    errors: [400, 429],
  }),
  encodedAffiliate: defineRoute({
    method: 'POST',
    path: '/api/affiliate/getencodedid/:affiliateId/:context',
    tags,
    summary: "An affiliate's encoded id and name; the id must be a number, the context starts with 'context'",
    params: encodedAffiliateParamsSchema,
    body: encodedAffiliateBodySchema,
    reply: encodedAffiliateReplySchema,
    errors: [400, 404, 429],
  }),
  networkCookie: defineRoute({
    method: 'PUT',
    path: '/api/shareasale/set-cookie',
    tags,
    summary: "Keep the affiliate network's merchant and tracking ids in a 30-day cookie",
    body: networkCookieBodySchema,
    reply: networkCookieReplySchema,
    errors: [400, 429],
  }),
  subscriptionType: defineRoute({
    method: 'GET',
    path: '/api/analytics/subscription-type',
    tags,
    summary: 'The subscription type analytics tags the signed-in user with',
    reply: subscriptionTypeReplySchema,
    errors: [401],
  }),
  growthReport: defineRoute({
    method: 'GET',
    path: '/api/staff/growth',
    tags,
    summary: 'Staff: sign-ups and revenue by source, funnel, retention by signup week, revenue',
    query: growthReportQuerySchema,
    reply: growthReportReplySchema,
    errors: [400, 401, 404],
  }),
  referral: defineRoute({
    method: 'GET',
    path: '/api/referral/mine',
    tags,
    summary: "The signed-in user's referral code, link and the credits it earned",
    reply: referralSummarySchema,
    errors: [401],
  }),
  githubStudentVerify: defineRoute({
    method: 'POST',
    path: '/api/github-students/verify',
    tags,
    summary:
      "Verify the linked GitHub account as a student's (GitHub Education); sets the github-scholar type",
    reply: z.object({ github_login: z.string(), expires_at: z.string(), message: z.string() }),
    errors: [400, 401, 409, 429, 503],
  }),
};
