import { apiRoutes } from '@learnbox/contracts';
import { DomainError, LAB_MESSAGES, STATUS } from '@learnbox/domain';
import type { ApiConfig } from '../../platform/config/env';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { gateScope } from '../feature-flags';
import { registerLabEditorRoutes } from './editor/lab-editor.routes';
import { createHttpLabHost, type LabHost } from './lab-host';
import { createLabsService, type LabPlanReader } from './labs.service';
import { previewOriginTemplate } from './preview-origin';
import { createLabUseCases } from './use-cases/lab-use-cases';

export type LabsConfig = Partial<
  Pick<ApiConfig, 'LABS_URL' | 'LABS_PUBLIC_URL' | 'LABS_INTERNAL_SECRET' | 'LABS_PREVIEW_ORIGIN'>
>;

/** Collaborators tests replace: a live host on a test server, a plan reader, the clock. */
export interface LabsModuleOptions {
  host?: LabHost;
  plans?: LabPlanReader;
  now?: () => Date;
}

/** A 1 MB file as JSON can take up to six characters a byte (\u escapes); the cap itself is checked in bytes. */
const FILE_WRITE_BODY_LIMIT = 8 * 1024 * 1024;
const DEFAULT_LABS_URL = 'http://127.0.0.1:4200';
/** Without commerce's reader nobody counts as a subscriber: everyone gets the free taste. */
const noSubscriptionReader: LabPlanReader = { planOf: async () => ({ is_paid_user: false }) };

/** Cloud labs (spec section 7 "Live containers and tests"); the live host owns the containers. */
export function labsRoutes(config: LabsConfig, options: LabsModuleOptions = {}) {
  return async (app: AppInstance): Promise<void> => {
    const labsUrl = config.LABS_URL ?? DEFAULT_LABS_URL;
    const liveHostUrl = config.LABS_PUBLIC_URL ?? labsUrl;
    const host = options.host ?? createHttpLabHost(labsUrl, config.LABS_INTERNAL_SECRET);
    const now = options.now ?? (() => new Date());
    const service = createLabsService({
      db: app.deps.db,
      host,
      plans: options.plans ?? noSubscriptionReader,
      liveHostUrl,
      previewOrigin: previewOriginTemplate(config.LABS_PREVIEW_ORIGIN, liveHostUrl),
      now,
    });
    const { catalogue, detail, files, sessions } = createLabUseCases({ db: app.deps.db, host, now });
    // Background test runs write to the database: let them finish before it closes.
    app.addHook('onClose', async () => service.settle());
    const routes = apiRoutes.labs;

    // The author's side (setup, image builds) lives in ./editor, behind the lab policy and outside
    // the gate: authors build labs before they are shown.
    registerLabEditorRoutes(app, { db: app.deps.db, host, now: options.now ?? (() => new Date()) });
    // The learners' side, in its own scope behind the cloud labs capability: whatever its URL
    // (/api/labs, /api/instances, /api/userdata/live), a learner route of labs is gated.
    await app.register(async (learners: AppInstance) => {
      gateScope(learners, 'cloudLabs');
      registerRoute(learners, routes.instances, async (request) =>
        service.instances(requireUser(request), request.query.author_id),
      );
      registerRoute(learners, routes.allocate, async (request) =>
        service.allocate(request.user, request.params, request.body),
      );
      registerRoute(learners, routes.allocateAndroid, async (request) => {
        requireUser(request);
        throw new DomainError(LAB_MESSAGES.ANDROID_NOT_OFFERED, STATUS.OPERATION_NOT_ALLOWED);
      });
      registerRoute(learners, routes.imageStatus, async (request) =>
        service.imageStatus(requireUser(request), request.params.instanceId, request.query.request_id),
      );
      registerRoute(learners, routes.daemonStatus, async (request) =>
        service.daemonStatus(requireUser(request), request.params.instanceId, request.query.request_id),
      );
      registerRoute(learners, routes.runTests, async (request) =>
        service.runTests(requireUser(request), request.params, request.body),
      );
      registerRoute(learners, routes.testResults, async (request) =>
        service.testResults(requireUser(request), request.params, request.query),
      );
      registerRoute(learners, routes.logInteraction, async (request) => ({
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
      registerRoute(learners, routes.liveInteractions, async (request) => ({
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

      registerRoute(learners, routes.catalogue, async () => catalogue());
      registerRoute(learners, routes.detail, async (request) => detail(request.params));
      registerRoute(learners, routes.files, async (request) =>
        files.list(requireUser(request).id, request.params.instanceId),
      );
      registerRoute(learners, routes.readFile, async (request) =>
        files.read(requireUser(request).id, request.params.instanceId, request.query.path),
      );
      registerRoute(
        learners,
        routes.writeFile,
        async (request) =>
          files.write(
            requireUser(request).id,
            request.params.instanceId,
            request.body.path,
            request.body.content,
          ),
        { bodyLimit: FILE_WRITE_BODY_LIMIT },
      );
      registerRoute(learners, routes.end, async (request) =>
        sessions.end(requireUser(request).id, request.params.instanceId),
      );
      registerRoute(learners, routes.reset, async (request) =>
        sessions.reset(requireUser(request).id, request.params.instanceId),
      );
    });
  };
}
