import { join } from 'node:path';
import { createDb, seed } from '@learnbox/db';
import { buildApp } from './app';
import { startAssignmentJobs } from './modules/assignments';
import { startCoachJobs } from './modules/coach';
import { startBillingJobs } from './modules/commerce';
import { startApiErrorReporting } from './modules/error-reports';
import { parseApiConfig } from './platform/config/env';
import { type JobLog, startJobQueue } from './platform/jobs';

async function main(): Promise<void> {
  let config: ReturnType<typeof parseApiConfig>;
  try {
    config = parseApiConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const handle = await createDb({
    databaseUrl: config.DATABASE_URL,
    // `memory://` (see .env.example) keeps PGlite in memory; joined with a path it would be a folder.
    dataDir: config.DATA_DIR === 'memory://' ? 'memory://' : join(config.DATA_DIR, 'pglite'),
  });
  await handle.migrate();
  if (config.SEED_DEMO_CONTENT) await seed(handle.db);

  // Background work on pg-boss in the same database: each job runs once across api copies. It
  // starts before the app, whose requests queue jobs (a publish's example runs); its errors go to
  // the app's log once there is one.
  let log: JobLog = { error: (payload, message) => console.error(message, payload) };
  const jobs = await startJobQueue(handle, { error: (payload, message) => log.error(payload, message) });
  // Mail retries run as a queue job below instead of a timer in every copy.
  const app = await buildApp(
    config,
    { db: handle.db, dbKind: handle.kind },
    { accounts: { mailRetryIntervalMs: 0 }, jobs },
  );
  log = app.log;
  // The api's own errors go to the same store as the browser's (and to SENTRY_DSN when set).
  startApiErrorReporting(app.errorReports, { dsn: config.SENTRY_DSN, environment: config.FLAG_ENVIRONMENT });
  // Settles payments a crash left half-done, then renews/expires subscriptions every minute.
  await startBillingJobs(app.commerce, app.log, {
    queue: jobs,
    settleAfterMsAtStart: handle.kind === 'pglite' ? 0 : undefined,
  });
  // A mail whose first attempt (in the request) failed is retried with back-off from here.
  await jobs.work('mail.deliver-due', async () => {
    await app.mailOutbox.deliverDue();
  });
  await jobs.schedule('mail.deliver-due', '* * * * *');
  // Assignment reminders (hourly) and the admins' weekly summary.
  await startAssignmentJobs(app.assignments, jobs);
  // The coach's allowance counters of past days, deleted daily.
  await startCoachJobs(handle.db, jobs);
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await jobs.stop();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.API_HOST ?? config.HOST, port: config.API_PORT });
}

main().catch((error) => {
  console.error('api failed to start:', error);
  process.exit(1);
});
