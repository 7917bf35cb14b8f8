import {
  acceptInvitationReplySchema,
  errorReplySchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenBodySchema,
  inviteMembersBodySchema,
  inviteMembersReplySchema,
  memberParamsSchema,
  organizationParamsSchema,
  teamReplySchema,
  updateMemberBodySchema,
} from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { boundedGuess, WRONG_CODE_RULES } from '../../platform/rate-limit/rate-limiter';
import { acceptInvitation } from './accept-invitation';
import { cancelInvitation } from './cancel-invitation';
import { inviteMembers } from './invite-members';
import { lookupInvitation } from './lookup-invitation';
import type { OrganizationsContext } from './organizations-context';
import { removeMember } from './remove-member';
import { requireAdmin } from './require-admin';
import { loadTeam } from './team-view';
import { updateMember } from './update-member';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
  498: errorReplySchema,
};
const tags = ['organizations'];

/** Team member management for organization admins, and the invitation link's two steps. */
export function organizationsRoutes(ctx: OrganizationsContext) {
  return async (app: AppInstance): Promise<void> => {
    app.get(
      '/api/organizations/:organizationId/members',
      {
        schema: {
          tags,
          summary: 'Members, open invitations and seat usage (admins of the organization)',
          params: organizationParamsSchema,
          response: { 200: teamReplySchema, ...errors },
        },
      },
      async (request) => {
        const organization = await requireAdmin(ctx, request.params.organizationId, requireUser(request));
        return loadTeam(ctx.repo, organization, ctx.now());
      },
    );

    app.post(
      '/api/organizations/:organizationId/invitations',
      {
        schema: {
          tags,
          summary: 'Invites e-mail addresses to seats; refused beyond the paid seats',
          params: organizationParamsSchema,
          body: inviteMembersBodySchema,
          response: { 200: inviteMembersReplySchema, ...errors },
        },
      },
      async (request) =>
        inviteMembers(ctx, request.params.organizationId, requireUser(request), request.body.emails),
    );

    app.delete(
      '/api/organizations/:organizationId/invitations/:invitationId',
      {
        schema: {
          tags,
          summary: 'Cancels an open invitation',
          params: invitationParamsSchema,
          response: { 200: teamReplySchema, ...errors },
        },
      },
      async (request) => {
        const { organizationId, invitationId } = request.params;
        return cancelInvitation(ctx, organizationId, invitationId, requireUser(request));
      },
    );

    app.delete(
      '/api/organizations/:organizationId/members/:userId',
      {
        schema: {
          tags,
          summary: 'Removes a member and frees the seat (never the last admin)',
          params: memberParamsSchema,
          response: { 200: teamReplySchema, ...errors },
        },
      },
      async (request) => {
        const { organizationId, userId } = request.params;
        return removeMember(ctx, organizationId, userId, requireUser(request));
      },
    );

    app.patch(
      '/api/organizations/:organizationId/members/:userId',
      {
        schema: {
          tags,
          summary: "Changes a member's is_manager / is_mentor flags",
          params: memberParamsSchema,
          body: updateMemberBodySchema,
          response: { 200: teamReplySchema, ...errors },
        },
      },
      async (request) => {
        const { organizationId, userId } = request.params;
        return updateMember(ctx, organizationId, userId, request.body, requireUser(request));
      },
    );

    // The token travels in a body, not a URL, so it stays out of access logs.
    app.post(
      '/api/organizations/invitations/lookup',
      {
        schema: {
          tags,
          summary: "The invitation behind a link's token, for the accept page",
          body: invitationTokenBodySchema,
          response: { 200: invitationPreviewSchema, ...errors },
        },
      },
      // Anyone may ask: wrong tokens are bounded per address.
      async (request) =>
        boundedGuess(ctx.limiter, [[`invitation-guess-ip:${request.ip}`, WRONG_CODE_RULES.perIp]], () =>
          lookupInvitation(ctx, request.body.token),
        ),
    );

    app.post(
      '/api/organizations/invitations/accept',
      {
        schema: {
          tags,
          summary: 'Accepts an invitation for the logged-in user with the invited, verified e-mail',
          body: invitationTokenBodySchema,
          response: { 200: acceptInvitationReplySchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return boundedGuess(
          ctx.limiter,
          [
            [`invitation-guess-user:${user.id}`, WRONG_CODE_RULES.perAccount],
            [`invitation-guess-ip:${request.ip}`, WRONG_CODE_RULES.perIp],
          ],
          () => acceptInvitation(ctx, request.body.token, user),
        );
      },
    );
  };
}
