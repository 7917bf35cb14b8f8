import { apiRoutes } from '@learnbox/contracts';
import { PRODUCT_EVENTS } from '@learnbox/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireStaff } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import { trackingOf } from '../analytics';
import { marketingServiceFor } from './marketing.service';

/** Per address and hour: a family sharing a connection signs up; a script cannot fill the list. */
export const DEFAULT_EMAIL_CAPTURE_LIMIT: RateLimitRule = { max: 10, windowMs: 60 * 60_000 };
/** Form answers per address and hour, like the sales forms. */
export const DEFAULT_FORM_SUBMISSION_LIMIT: RateLimitRule = { max: 10, windowMs: 60 * 60_000 };
/** Event batches per caller and minute: a page sends a few; a loop is cut off. */
export const DEFAULT_EVENT_LIMIT: RateLimitRule = { max: 60, windowMs: 60_000 };
/** Nudge logs per caller and minute: one or two per lesson a reader opens, however fast they browse. */
export const DEFAULT_NUDGE_LIMIT: RateLimitRule = { max: 120, windowMs: 60_000 };

export interface MarketingModuleOptions {
  limiter: RateLimiter;
  limits?: Partial<{ emailCapture: RateLimitRule; formSubmission: RateLimitRule; events: RateLimitRule }>;
}

/** A signed-in caller is counted by account, a visitor by address. */
const callerKey = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `ip:${request.ip}`;

export const marketingRoutes = (options: MarketingModuleOptions) => async (app: AppInstance) => {
  const marketing = marketingServiceFor(app.deps.db);
  const limits = {
    emailCapture: options.limits?.emailCapture ?? DEFAULT_EMAIL_CAPTURE_LIMIT,
    formSubmission: options.limits?.formSubmission ?? DEFAULT_FORM_SUBMISSION_LIMIT,
    events: options.limits?.events ?? DEFAULT_EVENT_LIMIT,
  };
  const spend = (key: string, rule: RateLimitRule) => enforceRateLimits(options.limiter, [[key, rule]]);
  const routes = apiRoutes.marketing;

  registerRoute(app, routes.listing, async () => marketing.publicListing());
  registerRoute(app, routes.page, async (request) => marketing.publicPage(request.params.slug));

  // Staff only: everyone else gets the same 404 as a page that is not there.
  registerRoute(app, routes.staffList, async (request) => {
    requireStaff(request);
    return marketing.listPages();
  });
  registerRoute(app, routes.staffCreate, async (request) => {
    requireStaff(request);
    return marketing.createPage(request.body.slug, request.body.settings);
  });
  registerRoute(app, routes.staffUpdate, async (request) => {
    requireStaff(request);
    return marketing.updatePage(request.params.slug, request.body.settings);
  });
  registerRoute(app, routes.staffDelete, async (request) => {
    requireStaff(request);
    return marketing.deletePage(request.params.slug);
  });
  registerRoute(app, routes.staffEmailCaptures, async (request) => {
    requireStaff(request);
    return marketing.listCaptures();
  });

  registerRoute(app, routes.staffFormSubmissions, async (request) => {
    requireStaff(request);
    return marketing.listSubmissions();
  });

  // By address even when signed in: one person cannot add a list of others' addresses.
  registerRoute(app, routes.emailCapture, async (request) => {
    await spend(`marketing:capture:ip:${request.ip}`, limits.emailCapture);
    const userId = request.user?.id ?? null;
    // The snapshot is cleaned by analytics (the affiliate checked), as at sign-up.
    const origin = await app.analytics.cleanAttribution(request.body.attribution);
    const reply = await marketing.captureEmail(request.body, userId, origin);
    if (reply.created)
      await app.analytics.recordProductEvent(PRODUCT_EVENTS.EMAIL_CAPTURED, {
        userId,
        tracking: trackingOf(request),
        props: { capture_id: reply.id, page_url: request.body.marketing_page_url, source: origin.source },
      });
    return reply;
  });

  registerRoute(app, routes.form, async (request) => marketing.form(request.params.id));
  registerRoute(app, routes.submitForm, async (request) => {
    await spend(`marketing:form:ip:${request.ip}`, limits.formSubmission);
    const userId = request.user?.id ?? null;
    const origin = await app.analytics.cleanAttribution(request.body.attribution);
    const reply = await marketing.submitForm(request.params.id, request.body, userId, origin);
    await app.analytics.recordProductEvent(PRODUCT_EVENTS.FORM_SUBMITTED, {
      userId,
      tracking: trackingOf(request),
      props: {
        form_id: request.params.id,
        submission_id: reply.id,
        page_url: request.body.page_url,
        source: origin.source,
      },
    });
    return reply;
  });

  registerRoute(app, routes.triggeredMulti, async (request) => {
    await spend(`marketing:events:${callerKey(request)}`, limits.events);
    return marketing.triggeredMulti(request.body.events, request.user?.id ?? null);
  });
  registerRoute(app, routes.logNudgeInteraction, async (request) => {
    await spend(`marketing:nudge:${callerKey(request)}`, DEFAULT_NUDGE_LIMIT);
    return marketing.logNudge(request.body, request.user?.id ?? null);
  });
};
