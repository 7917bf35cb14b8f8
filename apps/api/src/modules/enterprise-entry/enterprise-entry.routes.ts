import { apiRoutes } from '@learnbox/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireStaff } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { boundedGuess, type RateLimitRule, WRONG_CODE_RULES } from '../../platform/rate-limit/rate-limiter';
import { claimEntry } from './claim-entry';
import type { EnterpriseEntryContext } from './enterprise-entry-context';
import { signUpFromInvitation } from './invitation-signup';
import { previewEntry } from './preview-entry';
import { requestEnterpriseTrial } from './request-trial';
import { createEnterpriseSignup, listEnterpriseSignups } from './staff-signups';

/** Budgets of wrong link tokens: per network address, and per account when logged in. */
function guessKeys(request: FastifyRequest): [string, RateLimitRule][] {
  const keys: [string, RateLimitRule][] = [[`entry-guess-ip:${request.ip}`, WRONG_CODE_RULES.perIp]];
  if (request.user) keys.push([`entry-guess-user:${request.user.id}`, WRONG_CODE_RULES.perAccount]);
  return keys;
}

/** The ways into an organization outside checkout: trial, sales-closed signup, invited sign-up. */
export function enterpriseEntryRoutes(ctx: EnterpriseEntryContext) {
  return async (app: AppInstance): Promise<void> => {
    registerRoute(app, apiRoutes.enterpriseEntry.requestTrial, async (request) =>
      requestEnterpriseTrial(ctx, request.body, request.ip),
    );

    registerRoute(app, apiRoutes.enterpriseEntry.preview, async (request) =>
      boundedGuess(ctx.limiter, guessKeys(request), () =>
        previewEntry(ctx, request.body.token, request.user),
      ),
    );

    registerRoute(app, apiRoutes.enterpriseEntry.claim, async (request, reply) =>
      boundedGuess(ctx.limiter, guessKeys(request), () => claimEntry(ctx, request, reply, request.body)),
    );

    registerRoute(app, apiRoutes.enterpriseEntry.createSignup, async (request) =>
      createEnterpriseSignup(ctx, requireStaff(request), request.body),
    );

    registerRoute(app, apiRoutes.enterpriseEntry.listSignups, async (request) => {
      requireStaff(request);
      return listEnterpriseSignups(ctx);
    });

    registerRoute(app, apiRoutes.enterpriseEntry.invitationSignup, async (request, reply) =>
      boundedGuess(ctx.limiter, guessKeys(request), () =>
        signUpFromInvitation(ctx, request, reply, request.body),
      ),
    );
  };
}
