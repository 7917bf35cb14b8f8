import { apiRoutes } from '@learnbox/contracts';
import {
  AFFILIATE_CLICK_ID_TTL_MS,
  AFFILIATE_NETWORK,
  AFFILIATE_NETWORK_COOKIE,
  networkCookieValue,
  PRODUCT_EVENTS,
} from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireStaff, requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import type { AnalyticsService } from './analytics.service';
import type { ProductEvents } from './product-events';
import { trackingOf } from './tracking';

/**
 * Per address: one call per page view and per campaign flush; offices and NATs share an address,
 * and a crawler-like reader moves fast, so the cap is high: it stops floods, not readers.
 */
export const DEFAULT_EVENTS_RATE_LIMIT: RateLimitRule = { max: 600, windowMs: 60_000 };
/** Affiliate look-ups and the network cookie: once per landing, 30 a minute is plenty. */
export const DEFAULT_AFFILIATE_RATE_LIMIT: RateLimitRule = { max: 30, windowMs: 60_000 };

/** GitHub student checks call GitHub: a few an hour per user. */
export const DEFAULT_GITHUB_STUDENT_RATE_LIMIT: RateLimitRule = { max: 10, windowMs: 60 * 60_000 };

export interface AnalyticsRoutesOptions {
  verifyGithubStudent(userId: string): Promise<{ github_login: string; expires_at: string; message: string }>;
  service: AnalyticsService;
  events: ProductEvents;
  limiter: RateLimiter;
  secureCookies: boolean;
  limits?: { events?: RateLimitRule; affiliate?: RateLimitRule };
}

export const analyticsRoutes = (options: AnalyticsRoutesOptions) => async (app: AppInstance) => {
  const { service, events, limiter } = options;
  const eventsLimit = options.limits?.events ?? DEFAULT_EVENTS_RATE_LIMIT;
  const affiliateLimit = options.limits?.affiliate ?? DEFAULT_AFFILIATE_RATE_LIMIT;

  registerRoute(app, apiRoutes.analytics.events, async (request) => {
    await enforceRateLimits(limiter, [[`events:ip:${request.ip}`, eventsLimit]]);
    const accepted = await events.recordClientEvents(
      request.body,
      request.user?.id ?? null,
      trackingOf(request),
    );
    return { accepted };
  });

  registerRoute(app, apiRoutes.analytics.encodedAffiliate, async (request) => {
    await enforceRateLimits(limiter, [[`affiliate:ip:${request.ip}`, affiliateLimit]]);
    return service.encodedAffiliate(
      request.params,
      request.body,
      request.user?.id ?? null,
      trackingOf(request),
    );
  });

  registerRoute(app, apiRoutes.analytics.networkCookie, async (request, reply) => {
    await enforceRateLimits(limiter, [[`affiliate:ip:${request.ip}`, affiliateLimit]]);
    const { merchant_id, tracking_id } = request.body;
    // httpOnly: the page has no use for it; the api reads it back (trackingOf) onto the visitor's
    // sign-up and checkout. The time inside lets the api hold the 30 days whatever the browser does.
    const value = networkCookieValue({
      merchantId: merchant_id,
      trackingId: tracking_id,
      clickedAt: Date.now(),
    });
    reply.setCookie(AFFILIATE_NETWORK_COOKIE, value, {
      path: '/',
      maxAge: AFFILIATE_CLICK_ID_TTL_MS / 1000,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
    });
    await events.recordProductEvent(PRODUCT_EVENTS.AFFILIATE_CLICK, {
      userId: request.user?.id ?? null,
      tracking: trackingOf(request),
      props: { network: AFFILIATE_NETWORK, merchant_id, tracking_id },
    });
    return { status: true as const };
  });

  registerRoute(app, apiRoutes.analytics.subscriptionType, async (request) =>
    service.subscriptionType(requireUser(request).id),
  );

  registerRoute(app, apiRoutes.analytics.growthReport, async (request) => {
    requireStaff(request);
    return service.growthReport(request.query);
  });

  registerRoute(app, apiRoutes.analytics.referral, async (request) =>
    service.referralSummary(requireUser(request).id),
  );

  registerRoute(app, apiRoutes.analytics.githubStudentVerify, async (request) => {
    const user = requireUser(request);
    await enforceRateLimits(limiter, [[`github-student:${user.id}`, DEFAULT_GITHUB_STUDENT_RATE_LIMIT]]);
    return options.verifyGithubStudent(user.id);
  });
};
