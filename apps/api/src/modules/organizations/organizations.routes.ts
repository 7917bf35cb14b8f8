import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireStaff, requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { boundedGuess, WRONG_CODE_RULES } from '../../platform/rate-limit/rate-limiter';
import { acceptInvitation } from './accept-invitation';
import { cancelInvitation } from './cancel-invitation';
import { cataloguePreview } from './catalogue-preview';
import { getCatalogueSettings, saveCatalogueSettings } from './catalogue-settings';
import { changeRole } from './change-role';
import { inviteMembers } from './invite-members';
import { lookupInvitation } from './lookup-invitation';
import type { OrganizationsContext } from './organizations-context';
import { listPrivateCourses, makeCoursePrivate, makeCoursePublic } from './private-courses';
import { removeMember } from './remove-member';
import { requireAdmin } from './require-admin';
import { listStaffOrganizations, updateStaffOrganization } from './staff-organizations';
import { teamOverview } from './team-overview';
import { loadTeam } from './team-view';
import { updateMember } from './update-member';

/** Team member management for organization admins, and the invitation link's two steps. */
export function organizationsRoutes(ctx: OrganizationsContext) {
  return async (app: AppInstance): Promise<void> => {
    registerRoute(app, apiRoutes.organizations.team, async (request) => {
      const organization = await requireAdmin(ctx, request.params.organizationId, requireUser(request));
      return loadTeam(ctx.repo, organization, ctx.now());
    });

    registerRoute(app, apiRoutes.organizations.invite, async (request) =>
      inviteMembers(ctx, request.params.organizationId, requireUser(request), request.body.emails),
    );

    registerRoute(app, apiRoutes.organizations.cancelInvitation, async (request) => {
      const { organizationId, invitationId } = request.params;
      return cancelInvitation(ctx, organizationId, invitationId, requireUser(request));
    });

    registerRoute(app, apiRoutes.organizations.removeMember, async (request) => {
      const { organizationId, userId } = request.params;
      return removeMember(ctx, organizationId, userId, requireUser(request));
    });

    registerRoute(app, apiRoutes.orgAdmin.changeRole, async (request) => {
      const { organizationId, userId } = request.params;
      return changeRole(ctx, organizationId, userId, request.body, requireUser(request));
    });

    registerRoute(app, apiRoutes.orgAdmin.catalogue, async (request) =>
      getCatalogueSettings(ctx, request.params.organizationId, requireUser(request)),
    );

    registerRoute(app, apiRoutes.orgAdmin.saveCatalogue, async (request) =>
      saveCatalogueSettings(ctx, request.params.organizationId, request.body, requireUser(request)),
    );

    registerRoute(app, apiRoutes.orgAdmin.cataloguePreview, async (request) =>
      cataloguePreview(ctx, request.params.organizationId, requireUser(request)),
    );

    registerRoute(app, apiRoutes.orgAdmin.overview, async (request) =>
      teamOverview(ctx, request.params.organizationId, requireUser(request)),
    );

    registerRoute(app, apiRoutes.orgAdmin.privateCourses, async (request) =>
      listPrivateCourses(ctx, request.params.organizationId, requireUser(request)),
    );

    registerRoute(app, apiRoutes.orgAdmin.makePrivate, async (request) => {
      const { organizationId, kind, id } = request.params;
      return makeCoursePrivate(ctx, organizationId, { kind, id }, requireUser(request));
    });

    registerRoute(app, apiRoutes.orgAdmin.makePublic, async (request) => {
      const { organizationId, kind, id } = request.params;
      return makeCoursePublic(ctx, organizationId, { kind, id }, requireUser(request));
    });

    registerRoute(app, apiRoutes.organizations.updateMember, async (request) => {
      const { organizationId, userId } = request.params;
      return updateMember(ctx, organizationId, userId, request.body, requireUser(request));
    });

    // Staff only: organizations' own admins never turn their private-content flag or free seats.
    registerRoute(app, apiRoutes.orgAdmin.staffOrganizations, async (request) => {
      requireStaff(request);
      return listStaffOrganizations(ctx.staff);
    });

    registerRoute(app, apiRoutes.orgAdmin.staffUpdateOrganization, async (request) => {
      requireStaff(request);
      return updateStaffOrganization(ctx.staff, request.params.organizationId, request.body);
    });

    // The token travels in a body, not a URL, so it stays out of access logs.
    // Anyone may ask: wrong tokens are bounded per address.
    registerRoute(app, apiRoutes.organizations.lookupInvitation, async (request) =>
      boundedGuess(ctx.limiter, [[`invitation-guess-ip:${request.ip}`, WRONG_CODE_RULES.perIp]], () =>
        lookupInvitation(ctx, request.body.token),
      ),
    );

    registerRoute(app, apiRoutes.organizations.acceptInvitation, async (request) => {
      const user = requireUser(request);
      return boundedGuess(
        ctx.limiter,
        [
          [`invitation-guess-user:${user.id}`, WRONG_CODE_RULES.perAccount],
          [`invitation-guess-ip:${request.ip}`, WRONG_CODE_RULES.perIp],
        ],
        () => acceptInvitation(ctx, request.body.token, user),
      );
    });
  };
}
