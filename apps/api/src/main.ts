import { join } from 'node:path';
import { createDb, seed } from '@learnbox/db';
import { buildApp } from './app';
import { startBillingJobs } from './modules/commerce';
import { parseApiConfig } from './platform/config/env';

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

  const app = await buildApp(config, { db: handle.db, dbKind: handle.kind });
  // Settles payments a crash left half-done, then renews/expires subscriptions every minute.
  const stopBillingJobs = await startBillingJobs(app.commerce, app.log, {
    settleAfterMsAtStart: handle.kind === 'pglite' ? 0 : undefined,
  });
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopBillingJobs();
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
