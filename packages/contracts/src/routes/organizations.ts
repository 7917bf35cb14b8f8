import {
  acceptInvitationReplySchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenBodySchema,
  inviteMembersBodySchema,
  inviteMembersReplySchema,
  memberParamsSchema,
  organizationParamsSchema,
  teamReplySchema,
  updateMemberBodySchema,
} from '../organizations';
import { defineRoute } from './define-route';

const tags = ['organizations'];
const errors = [400, 401, 403, 404, 409, 429, 498] as const;

/** Team member management for organization admins, and the invitation link's two steps. */
export const organizationsRoutes = {
  team: defineRoute({
    method: 'GET',
    path: '/api/organizations/:organizationId/members',
    tags,
    summary: 'Members, open invitations and seat usage (admins of the organization)',
    params: organizationParamsSchema,
    reply: teamReplySchema,
    errors,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/organizations/:organizationId/invitations',
    tags,
    summary: 'Invites e-mail addresses to seats; refused beyond the paid seats',
    params: organizationParamsSchema,
    body: inviteMembersBodySchema,
    reply: inviteMembersReplySchema,
    errors,
  }),
  cancelInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/organizations/:organizationId/invitations/:invitationId',
    tags,
    summary: 'Cancels an open invitation',
    params: invitationParamsSchema,
    reply: teamReplySchema,
    errors,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/organizations/:organizationId/members/:userId',
    tags,
    summary: 'Removes a member and frees the seat (never the last admin)',
    params: memberParamsSchema,
    reply: teamReplySchema,
    errors,
  }),
  updateMember: defineRoute({
    method: 'PATCH',
    path: '/api/organizations/:organizationId/members/:userId',
    tags,
    summary: "Changes a member's is_manager / is_mentor flags",
    params: memberParamsSchema,
    body: updateMemberBodySchema,
    reply: teamReplySchema,
    errors,
  }),
  /** The token travels in a body, not a URL, so it stays out of access logs. */
  lookupInvitation: defineRoute({
    method: 'POST',
    path: '/api/organizations/invitations/lookup',
    tags,
    summary: "The invitation behind a link's token, for the accept page",
    body: invitationTokenBodySchema,
    reply: invitationPreviewSchema,
    errors,
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/organizations/invitations/accept',
    tags,
    summary: 'Accepts an invitation for the logged-in user with the invited, verified e-mail',
    body: invitationTokenBodySchema,
    reply: acceptInvitationReplySchema,
    errors,
  }),
};
