import { healthReplySchema } from '@learnbox/contracts';
import { sql } from '@learnbox/db';
import type { AppInstance } from '../../platform/http/app-instance';

export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthReplySchema },
      },
    },
    async () => {
      // A health check that does not touch the database would report a dead api as healthy.
      await app.deps.db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        database: app.deps.dbKind,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
}
