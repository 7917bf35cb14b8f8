import { apiRoutes } from '@learnbox/contracts';
import { sql } from '@learnbox/db';
import type { AppInstance } from '../../http/app-instance';
import { registerRoute } from '../../platform/http/register-route';

export async function healthRoutes(app: AppInstance): Promise<void> {
  registerRoute(app, apiRoutes.system.health, async () => {
    // A health check that does not touch the database would report a dead api as healthy.
    await app.deps.db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      database: app.deps.dbKind,
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
}
