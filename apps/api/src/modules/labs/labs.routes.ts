import { apiRoutes } from '@learnbox/contracts';
import { DomainError, LAB_MESSAGES, STATUS } from '@learnbox/domain';
import type { ApiConfig } from '../../platform/config/env';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { createHttpLabHost, type LabHost } from './lab-host';
import { createLabsService, type LabPlanReader } from './labs.service';

export type LabsConfig = Partial<Pick<ApiConfig, 'LABS_URL' | 'LABS_PUBLIC_URL' | 'LABS_INTERNAL_SECRET'>>;

/** Collaborators tests replace: a live host on a test server, a plan reader, the clock. */
export interface LabsModuleOptions {
  host?: LabHost;
  plans?: LabPlanReader;
  now?: () => Date;
}

const DEFAULT_LABS_URL = 'http://127.0.0.1:4200';
/** Without commerce's reader nobody counts as a subscriber: everyone gets the free taste. */
const noSubscriptionReader: LabPlanReader = { planOf: async () => ({ is_paid_user: false }) };

/** Cloud labs (spec section 7 "Live containers and tests"); the live host owns the containers. */
export function labsRoutes(config: LabsConfig, options: LabsModuleOptions = {}) {
  return async (app: AppInstance): Promise<void> => {
    const labsUrl = config.LABS_URL ?? DEFAULT_LABS_URL;
    const service = createLabsService({
      db: app.deps.db,
      host: options.host ?? createHttpLabHost(labsUrl, config.LABS_INTERNAL_SECRET),
      plans: options.plans ?? noSubscriptionReader,
      liveHostUrl: config.LABS_PUBLIC_URL ?? labsUrl,
      ...(options.now ? { now: options.now } : {}),
    });
    // Background test runs write to the database: let them finish before it closes.
    app.addHook('onClose', async () => service.settle());
    const routes = apiRoutes.labs;

    registerRoute(app, routes.instances, async (request) =>
      service.instances(requireUser(request), request.query.author_id),
    );
    registerRoute(app, routes.allocate, async (request) =>
      service.allocate(request.user, request.params, request.body),
    );
    registerRoute(app, routes.allocateAndroid, async (request) => {
      requireUser(request);
      throw new DomainError(LAB_MESSAGES.ANDROID_NOT_OFFERED, STATUS.OPERATION_NOT_ALLOWED);
    });
    registerRoute(app, routes.imageStatus, async (request) =>
      service.imageStatus(requireUser(request), request.params.instanceId, request.query.request_id),
    );
    registerRoute(app, routes.daemonStatus, async (request) =>
      service.daemonStatus(requireUser(request), request.params.instanceId, request.query.request_id),
    );
    registerRoute(app, routes.runTests, async (request) =>
      service.runTests(requireUser(request), request.params, request.body),
    );
    registerRoute(app, routes.testResults, async (request) =>
      service.testResults(requireUser(request), request.params, request.query),
    );
    registerRoute(app, routes.rebuildImage, async (request) =>
      service.rebuild(request.user, request.params, request.body.dockerfile),
    );
    registerRoute(app, routes.buildStatus, async (request) => {
      const progress = await service.buildProgress(request.user, request.params, request.query.image_name);
      return { build_status: progress.build_status };
    });
    registerRoute(app, routes.buildLog, async (request) =>
      service.buildProgress(request.user, request.params, request.query.image_name, request.query.from),
    );
    registerRoute(app, routes.logInteraction, async (request) => ({
      id: await service.logInteraction(request.user?.id ?? null, {
        source: 'log-interaction',
        requestId: request.body.request_id ?? null,
        authorId: request.body.author_id ?? null,
        workId: request.body.work_id ?? null,
        workType: request.body.work_type ?? null,
        pageId: request.body.page_id ?? null,
        compId: request.body.comp_id ?? null,
        compType: request.body.comp_type ?? null,
        performanceReport: request.body.performance_report ?? null,
        interactionMap: request.body.interaction_map ?? null,
      }),
    }));
    registerRoute(app, routes.liveInteractions, async (request) => ({
      id: await service.logInteraction(requireUser(request).id, {
        source: 'live-interactions',
        workId: request.body.app_id ?? null,
        compId: request.body.comp_id ?? null,
        compType: request.body.comp_type ?? null,
        isDraftPage: request.body.is_draft_page ?? null,
        isTestWorkspace: request.body.is_test_workspace ?? null,
        interactionMap: request.body.interaction_map ?? null,
      }),
    }));
  };
}
