import { apiRoutes } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import type { AppInstance } from '../../../platform/http/app-instance';
import { requireUser } from '../../../platform/http/current-user';
import { registerRoute } from '../../../platform/http/register-route';
import type { LabHost } from '../lab-host';
import { createLabBuildsService } from './lab-builds.service';
import { createLabEditorService } from './lab-editor.service';

/**
 * The lab editor's routes (/cloudlabeditor) and the image build calls (spec section 7 rebuild and
 * build status urls); each use case asks the lab policy before it reads or changes anything.
 */
export function registerLabEditorRoutes(
  app: AppInstance,
  deps: { db: Database; host: LabHost; now: () => Date },
): void {
  const editor = createLabEditorService(deps.db);
  const builds = createLabBuildsService(deps);
  const routes = apiRoutes.labEditor;

  registerRoute(app, routes.list, async (request) => editor.list(requireUser(request)));
  registerRoute(app, routes.create, async (request) => editor.create(request.user, request.body));
  registerRoute(app, routes.setup, async (request) => editor.setup(request.user, request.params));
  registerRoute(app, routes.saveSetup, async (request) =>
    editor.save(request.user, request.params, request.body),
  );
  registerRoute(app, routes.publish, async (request) =>
    editor.publish(request.user, request.params, request.body.published),
  );

  registerRoute(app, apiRoutes.labs.rebuildImage, async (request) =>
    builds.rebuild(request.user, request.params, request.body.dockerfile),
  );
  registerRoute(app, apiRoutes.labs.buildStatus, async (request) =>
    builds.status(request.user, request.params, request.query.image_name),
  );
  registerRoute(app, apiRoutes.labs.buildLog, async (request) =>
    builds.log(request.user, request.params, request.query.image_name, request.query.from),
  );
}
