import * as Sentry from '@sentry/node';
import type { ErrorReports } from './error-reports.service';

/**
 * The api's own errors, on @sentry/node: its transport hands each envelope to the same ingest the
 * browser's tunnel uses (filter, store, forward to SENTRY_DSN), in process, so the embedded set-up
 * keeps the api's errors with the browser's. The SDK needs a DSN to run at all: without SENTRY_DSN
 * a local one stands in, which nothing ever calls (the transport never opens a connection).
 */
export function startApiErrorReporting(
  reports: ErrorReports,
  options: { dsn?: string; environment: string; release?: string },
): void {
  Sentry.init({
    dsn: options.dsn ?? 'http://embedded@localhost/0',
    environment: options.environment,
    release: options.release,
    // Errors only: no performance tracing.
    tracesSampleRate: 0,
    transport: (transportOptions) =>
      Sentry.createTransport(transportOptions, async (request) => {
        const body = typeof request.body === 'string' ? Buffer.from(request.body) : Buffer.from(request.body);
        await reports.ingest(body, { source: 'api', userId: null });
        return { statusCode: 200 };
      }),
  });
}

/** Reports an unexpected server error (a 500) with who hit it; a no-op until the SDK is started. */
export function reportServerError(
  error: unknown,
  context: { userId?: string; url: string; method: string },
): void {
  Sentry.withScope((scope) => {
    if (context.userId) scope.setUser({ id: context.userId });
    scope.setTag('route', `${context.method} ${context.url.split('?')[0]}`);
    Sentry.captureException(error);
  });
}
