/**
 * The analytics module's public face (issue 17): product events (stored, copied to PostHog when
 * configured), attribution (first and last touch, payment source, affiliates), refer-a-friend and
 * the staff growth report. Other modules record events through `app.analytics` (decorated by
 * app.ts) and `trackingOf`; commerce gets `CommerceGrowth` from app.ts.
 */
import type { AttributionSnapshotBody } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { PRODUCT_EVENTS } from '@learnbox/domain';
import { type AnalyticsRoutesOptions, analyticsRoutes } from './analytics.routes';
import { type CommerceGrowth, type CreditIssuer, createAnalyticsService } from './analytics.service';
import { createEventsRepository } from './events.repository';
import { createGithubEducation, type GithubEducation } from './github-education';
import { createGithubStudentsRepository } from './github-students.repository';
import { createPostHogSink, type EventSink } from './posthog-sink';
import { createProductEvents, type ProductEvents } from './product-events';
import type { Tracking } from './tracking';
import { verifyGithubStudent } from './verify-github-student';

export { DEFAULT_EVENTS_RATE_LIMIT } from './analytics.routes';
export type { CommerceGrowth, CreditIssuer, PaymentFacts } from './analytics.service';
export { createGithubEducation, type GithubEducation } from './github-education';
export type { EventSink } from './posthog-sink';
export type { ProductEvents, RecordInput } from './product-events';
export { NO_REQUEST_TRACKING, type Tracking, trackingOf } from './tracking';

/** What other modules call: `app.analytics.recordProductEvent(...)`. */
export interface AnalyticsHooks extends Pick<ProductEvents, 'recordProductEvent' | 'recordFirstCodeRun'> {
  /** After a sign-up: first touch, acquisition source, the friend's referral, the sign_up event. */
  recordSignup(userId: string, body: AttributionSnapshotBody, tracking: Tracking): Promise<void>;
  /**
   * After an SSO sign-up (POST /api/user/utm): the same, once; a user whose sign-up was already
   * recorded keeps their first touch.
   */
  recordSsoSignup(userId: string, body: AttributionSnapshotBody, tracking: Tracking): Promise<void>;
  /** A snapshot another module keeps (marketing captures and forms): cleaned, with its source. */
  cleanAttribution(
    body: AttributionSnapshotBody | undefined,
  ): Promise<{ attribution: Record<string, string>; source: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics module's hooks, decorated by app.ts before any module registers. */
    analytics: AnalyticsHooks;
  }
}

export interface AnalyticsOptions {
  /** GitHub's and GitHub Education's APIs (tests: a local server). */
  github?: GithubEducation;
  /** Recomputes a user's banner facts after a GitHub student verification (commerce, by app.ts). */
  refreshBanner(userId: string): Promise<void>;
  /** POSTHOG_KEY / POSTHOG_HOST; null: events stay in our table only. */
  posthog: { key: string; host?: string } | null;
  /** Tests bring a sink that flushes at once. */
  sink?: EventSink;
  credits: CreditIssuer;
  webOrigin: string;
  log: { warn(object: unknown, message: string): void };
}

/** Built once by app.ts. */
export function createAnalytics(db: Database, options: AnalyticsOptions) {
  const sink = options.sink ?? (options.posthog ? createPostHogSink(options.posthog, options.log) : null);
  const eventsRepository = createEventsRepository(db);
  const events = createProductEvents(eventsRepository, sink, options.log);
  const service = createAnalyticsService(db, events, options);
  const students = createGithubStudentsRepository(db);
  const commerce: CommerceGrowth = {
    ...service.commerce,
    // For commerce's banner: the user's GitHub scholarship, active or over, or null.
    githubScholar: async (userId) => {
      const student = await students.studentOf(userId);
      return student ? { active: student.expiresAt.getTime() > Date.now() } : null;
    },
  };
  const hooks: AnalyticsHooks = {
    recordProductEvent: events.recordProductEvent,
    recordFirstCodeRun: events.recordFirstCodeRun,
    recordSignup: service.recordSignup,
    cleanAttribution: service.cleanAttribution,
    recordSsoSignup: async (userId, body, tracking) => {
      if (!(await eventsRepository.hasUserEvent(userId, PRODUCT_EVENTS.SIGN_UP)))
        await service.recordSignup(userId, body, tracking);
    },
  };
  return {
    hooks,
    events,
    commerce,
    routes: (rest: Omit<AnalyticsRoutesOptions, 'service' | 'events' | 'verifyGithubStudent'>) =>
      analyticsRoutes({
        ...rest,
        service,
        events,
        verifyGithubStudent: (userId) =>
          verifyGithubStudent(
            {
              students,
              github: options.github ?? createGithubEducation(),
              refreshBanner: options.refreshBanner,
              now: () => new Date(),
            },
            userId,
          ),
      }),
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
export { createPostHogSink };
