import { DomainError, EMAIL_TAKEN_MESSAGE, STATUS } from '@learnbox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf, engineHeadersFor } from '../../platform/auth/caller';
import { enforceRateLimits } from '../../platform/rate-limit/rate-limiter';
import type { AccountsContext } from './accounts-context';
import { callEngine, engineError } from './engine-call';
import { finishSignIn } from './finish-sign-in';
import { forgetUserSessions } from './session-resolver';

/**
 * Accounts for the mailed entry links (enterprise trial and signup, an invitation to an address
 * without an account). Such a link reached its address's inbox, so an account made or used through
 * it has a proven address: it is verified without a second mail.
 */
export interface ProvenAccounts {
  accountExists(email: string): Promise<boolean>;
  /**
   * Creates the account with its address already verified and logs this browser in with it (the
   * reply gets the session cookies). 409 when the address has an account.
   */
  signUp(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { email: string; name: string; password: string },
  ): Promise<{ userId: string }>;
  /** The logged-in user opened a link mailed to their own address: that proves it. */
  markVerified(userId: string): Promise<void>;
  /** Drops cached sessions and user info after a change a user's next request must see. */
  forget(userId: string): void;
}

export function provenAccounts(context: AccountsContext): ProvenAccounts {
  return {
    accountExists: async (email) => (await context.repository.findUserByEmail(email)) !== null,

    async signUp(request, reply, input) {
      const caller = callerOf(request);
      await enforceRateLimits(context.limiter, [[`signup-ip:${caller.ip}`, context.limits.signupPerIp]]);
      if (await context.repository.findUserByEmail(input.email))
        throw new DomainError(EMAIL_TAKEN_MESSAGE, STATUS.ALREADY_EXISTS, { email: EMAIL_TAKEN_MESSAGE });
      const created = await callEngine<{ user?: { id: string } }>(() =>
        context.engine.api.signUpEmail({
          body: { email: input.email, password: input.password, name: input.name },
          headers: engineHeadersFor(caller),
          asResponse: true,
        }),
      );
      if (!created.ok) throw engineError(created);
      const userId = created.body.user?.id;
      if (!userId) throw new Error('The engine signed up without a user.');
      await context.repository.markEmailVerified(userId);
      if (caller.currentSessionToken)
        await context.repository.deleteSessionByToken(caller.currentSessionToken);
      await finishSignIn(context, request, reply, { reply: null, setCookies: created.setCookies, userId });
      return { userId };
    },

    async markVerified(userId) {
      await context.repository.markEmailVerified(userId);
      forgetUserSessions(context, userId);
    },

    forget: (userId) => forgetUserSessions(context, userId),
  };
}
