import type { AppDeps } from '../../platform/http/app-instance';
import { pingDatabase } from './health.repository';

/** Alive only if the database answers: a check that skipped it would call a dead api healthy. */
export async function checkHealth(db: AppDeps['db'], database: AppDeps['dbKind']) {
  await pingDatabase(db);
  return { status: 'ok' as const, database, uptimeSeconds: Math.round(process.uptime()) };
}
