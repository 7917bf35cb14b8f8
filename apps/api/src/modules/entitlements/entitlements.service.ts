import type { Database } from '@learnbox/db';
import { createEntitlementsRepository } from './entitlements.repository';

export function createEntitlementsService(db: Database) {
  const repository = createEntitlementsRepository(db);
  return {
    /** The learner's active subscription (if any) and the courses they own. */
    async mine(userId: string) {
      const active = await repository.activeFor(userId);
      return {
        subscription: active.subscription
          ? { active: true as const, expires_at: active.subscription.expiresAt?.toISOString() ?? null }
          : null,
        owned_course_ids: active.ownedCourseIds,
      };
    },
  };
}
