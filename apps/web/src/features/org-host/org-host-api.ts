import type { OrgHostSettingsBody, OrgSsoBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { api } from '../api-client/api-client';

const routes = apiRefs.orgHosts;

/** Host and SSO settings of an organization (apps/api/src/modules/org-sso), for its admins. */
export const orgHostApi = {
  settings: (organizationId: string) => api.call(routes.settings, { params: { organizationId } }),
  saveHost: (organizationId: string, body: OrgHostSettingsBody) =>
    api.call(routes.saveHost, { params: { organizationId }, body }),
  saveSso: (organizationId: string, body: OrgSsoBody) =>
    api.call(routes.saveSso, { params: { organizationId }, body }),
  deleteSso: (organizationId: string) => api.call(routes.deleteSso, { params: { organizationId } }),
};
