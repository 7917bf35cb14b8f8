import type { AcceptInvitationReply, InvitationSignupBody } from '@learnbox/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptInvitation, lookupInvitation } from '../organizations';
import type { EnterpriseEntryContext } from './enterprise-entry-context';

/**
 * /signup-and-reset-password/{token} for an invited address without an account: the invitation
 * link proves the inbox, so the account is created verified, logged in, and takes its seat through
 * the ordinary accept (seat rules and the organization's row lock as for everyone).
 */
export async function signUpFromInvitation(
  ctx: EnterpriseEntryContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: InvitationSignupBody,
): Promise<AcceptInvitationReply> {
  // Refuses a wrong, used or expired link before any account exists.
  const invitation = await lookupInvitation(ctx.organizations, body.token);
  const { userId } = await ctx.accounts.signUp(request, reply, {
    email: invitation.email,
    name: body.full_name,
    password: body.password,
  });
  const user = {
    id: userId,
    email: invitation.email,
    name: body.full_name,
    emailVerified: true,
    isInternalStaff: false,
  };
  const accepted = await acceptInvitation(ctx.organizations, body.token, user);
  ctx.accounts.forget(userId);
  return accepted;
}
