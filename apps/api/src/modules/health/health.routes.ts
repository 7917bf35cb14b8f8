import { healthReplySchema } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { checkHealth } from './health.service';

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
    async () => checkHealth(app.deps.db, app.deps.dbKind),
  );
}
