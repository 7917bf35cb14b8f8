import { apiRoutes } from '@learnbox/contracts';
import { DomainError, ERROR_REPORT_MESSAGES } from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireStaff } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import type { ErrorReports } from './error-reports.service';

const routes = apiRoutes.errorReports;

/** Envelopes per client address: a page in an error loop, not a flood, gets through. */
export const TUNNEL_RATE_LIMIT: RateLimitRule = { max: 60, windowMs: 60_000 };
/** Room for the filter to trim a payload over 200000 bytes rather than refuse it outright. */
const TUNNEL_BODY_LIMIT_BYTES = 1024 * 1024;
const ENVELOPE_TYPES = ['text/plain', 'application/x-sentry-envelope', 'application/octet-stream'];

export function errorReportsRoutes(reports: ErrorReports, limiter: RateLimiter) {
  return async (app: AppInstance): Promise<void> => {
    // The SDK posts the envelope as text/plain (no CORS preflight); read the bytes as they came.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(ENVELOPE_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    registerRoute(
      app,
      routes.tunnel,
      async (request) => {
        await enforceRateLimits(limiter, [[`error-tunnel-ip:${request.ip}`, TUNNEL_RATE_LIMIT]]);
        if (!Buffer.isBuffer(request.body)) throw new DomainError(ERROR_REPORT_MESSAGES.NOT_AN_ENVELOPE);
        // The web server's own render errors (features/error-reporting on the web) say so; the
        // header counts only from the web (proxy secret). It changes the label, nothing else.
        const source =
          request.peer === 'web' && request.headers['x-error-source'] === 'web-server'
            ? 'web-server'
            : 'browser';
        return reports.ingest(request.body, { source, userId: request.user?.id ?? null });
      },
      { bodyLimit: TUNNEL_BODY_LIMIT_BYTES },
    );

    registerRoute(app, routes.staffList, async (request) => {
      requireStaff(request);
      return { groups: await reports.listGroups() };
    });
  };
}
