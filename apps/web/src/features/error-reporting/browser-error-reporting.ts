import { apiRefs } from '@learnbox/contracts/route-refs';
import { type ErrorReportEvent, filterErrorReport } from '@learnbox/domain';
import * as Sentry from '@sentry/browser';
import { setCodeErrorReporter } from '../code-execution/error-reporter';

/**
 * The browser's error reporting, on @sentry/browser (not @sentry/nextjs: every 11.x release of it
 * depends on an @sentry/cloudflare of the same version that the package registry we install from
 * does not have, so it cannot be installed here). Every envelope goes to our api's tunnel, never
 * to Sentry directly: the api filters, stores (/staff/errors) and forwards to SENTRY_DSN when the
 * server has one. The DSN below only satisfies the SDK; the api ignores it and uses its own.
 */
const EMBEDDED_DSN = 'https://learnbox@errors.invalid/1';

let started = false;

export function startBrowserErrorReporting(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  Sentry.init({
    dsn: EMBEDDED_DSN,
    tunnel: apiRefs.errorReports.tunnel.path,
    // Errors only: no session pings or client reports to spend the tunnel's per-address budget.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
    sendClientReports: false,
    // The spec's filter (section 5) before sending; the api applies it again, trusting no client.
    beforeSend: (event) =>
      filterErrorReport(event as unknown as ErrorReportEvent) as unknown as typeof event | null,
  });
  // The code widgets' failed calls (a failed code-run log call, spec section 8) are reported here.
  setCodeErrorReporter({
    report: (error, context) =>
      Sentry.captureException(error, { tags: { area: 'code-execution' }, extra: context }),
  });
}
