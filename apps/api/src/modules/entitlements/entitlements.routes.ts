import { DomainError, NOT_LOGGED_IN_MESSAGE, STATUS } from '@learnbox/domain';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance';
import { createEntitlementsRepository } from './entitlements.repository';

const mineReplySchema = z.object({
  subscription: z.object({ active: z.literal(true), expires_at: z.string().nullable() }).nullable(),
  owned_course_ids: z.array(z.string()),
});

export async function entitlementsRoutes(app: AppInstance): Promise<void> {
  const repository = createEntitlementsRepository(app.deps.db);
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
      if (!request.user) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
      const active = await repository.activeFor(request.user.id);
      return {
        subscription: active.subscription
          ? { active: true as const, expires_at: active.subscription.expiresAt?.toISOString() ?? null }
          : null,
        owned_course_ids: active.ownedCourseIds,
      };
    },
  );
}
