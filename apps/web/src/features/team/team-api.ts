import type { UpdateMemberBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { api } from '../api-client/api-client';

const routes = apiRefs.organizations;

/** The member-management endpoints (apps/api/src/modules/organizations). */
export const teamApi = {
  members: (organizationId: string) => api.call(routes.team, { params: { organizationId } }),
  invite: (organizationId: string, emails: string[]) =>
    api.call(routes.invite, { params: { organizationId }, body: { emails } }),
  cancelInvitation: (organizationId: string, invitationId: string) =>
    api.call(routes.cancelInvitation, { params: { organizationId, invitationId } }),
  removeMember: (organizationId: string, userId: string) =>
    api.call(routes.removeMember, { params: { organizationId, userId } }),
  updateMember: (organizationId: string, userId: string, body: UpdateMemberBody) =>
    api.call(routes.updateMember, { params: { organizationId, userId }, body }),
  lookupInvitation: (token: string) => api.call(routes.lookupInvitation, { body: { token } }),
  acceptInvitation: (token: string) => api.call(routes.acceptInvitation, { body: { token } }),
};
