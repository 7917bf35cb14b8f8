import { apiRoutes } from '@learnbox/contracts';
import { callerOf } from '../../platform/auth/caller';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import type { AccountsContext } from '../auth';
import { forwardSetCookies } from '../auth';
import { confirmAuthenticator, getTwoFactorState, updateTwoFactor } from './two-factor.service';
import { chooseTheme, readUserConfig } from './user-config.service';

/** /api/userdata/*: preferences of the signed-in user (spec section 7). */
export function registerUserdataRoutes(app: AppInstance, context: AccountsContext): void {
  registerRoute(app, apiRoutes.userdata.userConfig, async (request, reply) => {
    const config = await readUserConfig(context, requireUser(request).id);
    // The client's second try asks for cache=false (spec section 7): never serve it from a cache.
    reply.header('cache-control', request.query.cache === 'false' ? 'no-store' : 'private, max-age=10');
    return config;
  });

  registerRoute(app, apiRoutes.userdata.darkMode, async (request) =>
    chooseTheme(context, requireUser(request).id, request.body.frontend_theme),
  );

  registerRoute(app, apiRoutes.userdata.twoFactor, async (request) =>
    getTwoFactorState(context, requireUser(request).id),
  );

  registerRoute(app, apiRoutes.userdata.updateTwoFactor, async (request, reply) => {
    const outcome = await updateTwoFactor(context, requireUser(request).id, request.body, callerOf(request));
    forwardSetCookies(reply, outcome.setCookies);
    return outcome.state;
  });

  registerRoute(app, apiRoutes.userdata.confirmTwoFactorApp, async (request, reply) => {
    const outcome = await confirmAuthenticator(
      context,
      requireUser(request).id,
      request.body.totp,
      callerOf(request),
    );
    forwardSetCookies(reply, outcome.setCookies);
    return outcome.state;
  });
}
