import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthOutcome } from '../../platform/auth/caller';
import type { AccountsContext } from './accounts-context';
import { forwardSetCookies, setClientStateCookies } from './client-cookies';

/** Sets what a new session needs: the engine's cookies, then the client cookies of the user. */
export async function finishSignIn<R>(
  context: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: AuthOutcome<R>,
): Promise<R> {
  forwardSetCookies(reply, outcome.setCookies);
  if (request.authSession) context.sessionCache.delete(request.authSession.cookie);
  if (outcome.userId) {
    const profile = await context.repository.getProfile(outcome.userId);
    setClientStateCookies(request, reply, context.cookies, {
      subscribed: profile.isUserSubscribed,
      trialAvailed: profile.hasAvailedB2cTrial,
    });
  }
  return outcome.reply;
}
