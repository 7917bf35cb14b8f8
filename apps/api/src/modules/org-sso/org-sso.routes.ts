import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { deleteSsoSettings, loadHostSettings, saveHostSettings, saveSsoSettings } from './host-settings';
import { lookupOrgHost } from './org-host-lookup';
import type { OrgSsoContext } from './org-sso-context';
import { finishOrgSso, startOrgSso } from './sso-sign-in';

/** Organization hosts and organization single sign-on (issue 16). */
export function orgSsoRoutes(ctx: OrgSsoContext) {
  return async (app: AppInstance): Promise<void> => {
    registerRoute(app, apiRoutes.orgHosts.host, async (request) =>
      lookupOrgHost(ctx, request.params.subdomain),
    );

    registerRoute(app, apiRoutes.orgHosts.settings, async (request) =>
      loadHostSettings(ctx, request.params.organizationId, requireUser(request)),
    );
    registerRoute(app, apiRoutes.orgHosts.saveHost, async (request) =>
      saveHostSettings(ctx, request.params.organizationId, requireUser(request), request.body),
    );
    registerRoute(app, apiRoutes.orgHosts.saveSso, async (request) =>
      saveSsoSettings(ctx, request.params.organizationId, requireUser(request), request.body),
    );
    registerRoute(app, apiRoutes.orgHosts.deleteSso, async (request) =>
      deleteSsoSettings(ctx, request.params.organizationId, requireUser(request)),
    );

    // Browser navigations on the organization's host: they answer with redirects, never JSON.
    registerRoute(app, apiRoutes.orgHosts.ssoStart, async (request, reply) =>
      startOrgSso(ctx, request, reply),
    );
    registerRoute(app, apiRoutes.orgHosts.ssoCallback, async (request, reply) =>
      finishOrgSso(ctx, request, reply),
    );
  };
}
