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
