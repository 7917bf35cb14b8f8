import { z } from 'zod';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { createEntitlementsService } from './entitlements.service';

const mineReplySchema = z.object({
  subscription: z.object({ active: z.literal(true), expires_at: z.string().nullable() }).nullable(),
  owned_course_ids: z.array(z.string()),
});

export async function entitlementsRoutes(app: AppInstance): Promise<void> {
  const service = createEntitlementsService(app.deps.db);
  app.get(
    '/api/entitlements/mine',
    {
      schema: {
        tags: ['content'],
        summary: "The signed-in learner's active subscription and owned courses",
        response: { 200: mineReplySchema },
      },
    },
    async (request) => {
      return service.mine(requireUser(request).id);
    },
  );
}
