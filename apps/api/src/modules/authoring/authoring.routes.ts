import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import type { AuthoringContext } from './authoring-context';
import { acceptInvitation } from './use-cases/accept-invitation';
import { authorProfile } from './use-cases/author-profile';
import { checkSolution } from './use-cases/check-solution';
import { createPage } from './use-cases/create-page';
import { createWork } from './use-cases/create-work';
import { getWork } from './use-cases/get-work';
import { inviteCollaborator } from './use-cases/invite-collaborator';
import { listCollaborators } from './use-cases/list-collaborators';
import { getRevision, listRevisions } from './use-cases/list-revisions';
import { myWorks } from './use-cases/my-works';
import { previewWork } from './use-cases/preview-work';
import { publishWork } from './use-cases/publish-work';
import { removeCollaborator } from './use-cases/remove-collaborator';
import { restoreRevision } from './use-cases/restore-revision';
import { saveWork } from './use-cases/save-work';
import { updateAttributions } from './use-cases/update-attributions';
import { updateCollaborator } from './use-cases/update-collaborator';

/** The studio's routes (apiRoutes.authoring): each hands the request to its use case. */
export const authoringRoutes = (ctx: AuthoringContext) => async (app: AppInstance) => {
  const routes = apiRoutes.authoring;
  registerRoute(app, routes.myWorks, async (request) => myWorks(ctx, request.user));
  registerRoute(app, routes.createWork, async (request) => createWork(ctx, request.user, request.body));
  registerRoute(app, routes.createPage, async (request) => createPage(ctx, request.user, request.body));
  registerRoute(app, routes.getWork, async (request) => getWork(ctx, request.user, request.params));
  registerRoute(app, routes.saveWork, async (request) =>
    saveWork(ctx, request.user, request.params, request.body),
  );
  registerRoute(app, routes.revisions, async (request) => listRevisions(ctx, request.user, request.params));
  registerRoute(app, routes.revision, async (request) => getRevision(ctx, request.user, request.params));
  registerRoute(app, routes.restore, async (request) =>
    restoreRevision(ctx, request.user, request.params, request.body),
  );
  registerRoute(app, routes.publish, async (request) =>
    publishWork(ctx, request.user, request.params, request.body.revision),
  );
  registerRoute(app, routes.preview, async (request) =>
    previewWork(ctx, request.user, request.params, request.query.revision),
  );
  registerRoute(app, routes.checkSolution, async (request) =>
    checkSolution(ctx, request.user, request.ip, request.params.id, request.body),
  );
  registerRoute(app, routes.collaborators, async (request) =>
    listCollaborators(ctx, request.user, request.params),
  );
  registerRoute(app, routes.inviteCollaborator, async (request) =>
    inviteCollaborator(ctx, request.user, request.params, request.body),
  );
  registerRoute(app, routes.updateCollaborator, async (request) =>
    updateCollaborator(ctx, request.user, request.params, request.body.role),
  );
  registerRoute(app, routes.removeCollaborator, async (request) =>
    removeCollaborator(ctx, request.user, request.params),
  );
  registerRoute(app, routes.acceptInvitation, async (request) =>
    acceptInvitation(ctx, request.user, request.params.token),
  );
  registerRoute(app, routes.authorProfile, async (request) => authorProfile(ctx, request.params.id));
  registerRoute(app, routes.updateAttributions, async (request) =>
    updateAttributions(ctx, request.user, request.params.id, request.body.attributions),
  );
};
