import { startBrowserErrorReporting } from './features/error-reporting/browser-error-reporting';

// Runs in the browser before the app hydrates (Next.js instrumentation-client), so errors thrown
// while the first page starts are reported too.
startBrowserErrorReporting();
