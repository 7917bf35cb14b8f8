import { apiRoutes } from '@learnbox/contracts';
import { PRODUCT_EVENTS } from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { trackingOf } from '../analytics';
import { loadReader } from '../content';
import { progressServiceFor, requireReader } from './progress.service';

export async function progressRoutes(app: AppInstance): Promise<void> {
  const { service, entitlements } = progressServiceFor(app.deps.db);
  const signedIn = async (request: { user: Parameters<typeof loadReader>[0] }) =>
    requireReader(await loadReader(request.user, entitlements));

  registerRoute(app, apiRoutes.progress.completeLesson, async (request) => {
    const reader = await signedIn(request);
    const result = await service.setCompleted(reader, request.params.lessonId, true);
    await app.analytics.recordProductEvent(PRODUCT_EVENTS.LESSON_COMPLETED, {
      userId: reader.userId,
      tracking: trackingOf(request),
      props: { lesson_id: request.params.lessonId },
    });
    return result;
  });
  registerRoute(app, apiRoutes.progress.uncompleteLesson, async (request) =>
    service.setCompleted(await signedIn(request), request.params.lessonId, false),
  );
  registerRoute(app, apiRoutes.progress.myCourses, async (request) =>
    service.myCourses(await signedIn(request)),
  );
  registerRoute(app, apiRoutes.progress.learningPlans, async (request) =>
    service.learningPlans(await signedIn(request)),
  );
  for (const [route, pinned] of [
    [apiRoutes.progress.pin, true],
    [apiRoutes.progress.unpin, false],
  ] as const) {
    registerRoute(app, route, async (request) =>
      service.pin(
        await signedIn(request),
        request.body.work_id,
        request.query.work_type,
        request.query.path_type ?? null,
        pinned,
      ),
    );
  }
  registerRoute(app, apiRoutes.progress.readerPreferences, async (request) =>
    service.preferences(await signedIn(request)),
  );
  registerRoute(app, apiRoutes.progress.saveReaderPreferences, async (request) =>
    service.savePreferences(await signedIn(request), request.body),
  );
}
