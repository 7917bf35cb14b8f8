import type {
  AcceptInvitationReply,
  InvitationPreview,
  InviteMembersReply,
  TeamReply,
  UpdateMemberBody,
} from '@learnbox/contracts';
import { apiCall } from '../auth/api-call';

const team = (organizationId: string) => `/api/organizations/${encodeURIComponent(organizationId)}`;

/** The member-management endpoints (apps/api/src/modules/organizations). */
export const teamApi = {
  members: (organizationId: string) => apiCall<TeamReply>(`${team(organizationId)}/members`),
  invite: (organizationId: string, emails: string[]) =>
    apiCall<InviteMembersReply>(`${team(organizationId)}/invitations`, { body: { emails } }),
  cancelInvitation: (organizationId: string, invitationId: string) =>
    apiCall<TeamReply>(`${team(organizationId)}/invitations/${encodeURIComponent(invitationId)}`, {
      method: 'DELETE',
    }),
  removeMember: (organizationId: string, userId: string) =>
    apiCall<TeamReply>(`${team(organizationId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  updateMember: (organizationId: string, userId: string, body: UpdateMemberBody) =>
    apiCall<TeamReply>(`${team(organizationId)}/members/${encodeURIComponent(userId)}`, {
      method: 'PATCH',
      body,
    }),
  lookupInvitation: (token: string) =>
    apiCall<InvitationPreview>('/api/organizations/invitations/lookup', { body: { token } }),
  acceptInvitation: (token: string) =>
    apiCall<AcceptInvitationReply>('/api/organizations/invitations/accept', { body: { token } }),
};
