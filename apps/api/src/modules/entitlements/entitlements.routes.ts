import { apiRoutes } from '@learnbox/contracts';
import { DomainError, STATUS } from '@learnbox/domain';
import type { AppInstance } from '../../http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { createEntitlementsRepository } from './entitlements.repository';

export const LOGIN_REQUIRED_TEXT = 'Please log in first.';

export async function entitlementsRoutes(app: AppInstance): Promise<void> {
  const repository = createEntitlementsRepository(app.deps.db);
  registerRoute(app, apiRoutes.content.myEntitlements, async (request) => {
    if (!request.user) throw new DomainError(LOGIN_REQUIRED_TEXT, STATUS.UNAUTHORIZED);
    const active = await repository.activeFor(request.user.id);
    return {
      subscription: active.subscription
        ? { active: true as const, expires_at: active.subscription.expiresAt?.toISOString() ?? null }
        : null,
      owned_course_ids: active.ownedCourseIds,
    };
  });
}
