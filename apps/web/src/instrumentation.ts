/**
 * Runs once when the server starts. The check is imported only on the Node.js runtime: it may end
 * the process, which the Edge runtime (also compiled from this file) cannot do.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitOnInvalidEnv } = await import('./config/exit-on-invalid-env');
    exitOnInvalidEnv();
  }
}

/** Errors the web server hits while rendering go to the api's error tunnel (/staff/errors). */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string },
): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportServerRenderError } = await import('./features/error-reporting/server-error-report');
  await reportServerRenderError(error, request);
}
