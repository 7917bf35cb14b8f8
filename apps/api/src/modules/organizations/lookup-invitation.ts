import type { InvitationPreview } from '@learnbox/contracts';
import { findPendingInvitation } from './find-invitation';
import type { OrganizationsContext } from './organizations-context';

/** What the accept page shows before logging in: the token is the only credential needed. */
export async function lookupInvitation(ctx: OrganizationsContext, token: string): Promise<InvitationPreview> {
  const invitation = await findPendingInvitation(ctx.repo, token, ctx.now());
  const organization = await ctx.repo.getOrganization(invitation.organizationId);
  return {
    organization_name: organization?.name ?? '',
    email: invitation.email,
    invited_by: invitation.invitedBy ? await ctx.repo.userName(invitation.invitedBy) : null,
    expires_at: invitation.expiresAt.toISOString(),
  };
}
