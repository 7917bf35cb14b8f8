import type { CatalogueSettings, ChangeRoleBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { api } from '../api-client/api-client';

const routes = apiRefs.orgAdmin;

/** Organization administration endpoints (apps/api/src/modules/organizations: roles, catalogue). */
export const orgAdminApi = {
  changeRole: (organizationId: string, userId: string, body: ChangeRoleBody) =>
    api.call(routes.changeRole, { params: { organizationId, userId }, body }),
  catalogue: (organizationId: string) => api.call(routes.catalogue, { params: { organizationId } }),
  saveCatalogue: (organizationId: string, body: CatalogueSettings) =>
    api.call(routes.saveCatalogue, { params: { organizationId }, body }),
  preview: (organizationId: string) => api.call(routes.cataloguePreview, { params: { organizationId } }),
};

/** Shared with the team tab, so a role change shows there too. */
export const teamQueryKey = (organizationId: string) => ['team', organizationId] as const;

const privateRoutes = apiRefs.orgAdmin;
type PrivateKind = 'course' | 'path';

/** Courses private to an organization (issue 16 "Private content"). */
export const privateCoursesApi = {
  list: (organizationId: string) => api.call(privateRoutes.privateCourses, { params: { organizationId } }),
  makePrivate: (organizationId: string, kind: PrivateKind, id: string) =>
    api.call(privateRoutes.makePrivate, { params: { organizationId, kind, id } }),
  makePublic: (organizationId: string, kind: PrivateKind, id: string) =>
    api.call(privateRoutes.makePublic, { params: { organizationId, kind, id } }),
};
