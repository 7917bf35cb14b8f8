import { apiRoutes } from '@learnbox/contracts';
import { isThemeValue } from '@learnbox/domain';
import type { AppInstance } from '../../http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import type { AccountsContext } from '../auth/accounts-context';
import { requireUser } from '../auth/auth.routes';
import { callerOf } from '../auth/caller';
import { forwardSetCookies } from '../auth/client-cookies';
import { confirmAuthenticator, getTwoFactorState, updateTwoFactor } from './two-factor.service';

/** /api/userdata/*: preferences of the signed-in user (spec section 7). */
export function registerUserdataRoutes(app: AppInstance, context: AccountsContext): void {
  registerRoute(app, apiRoutes.userdata.userConfig, async (request, reply) => {
    const user = requireUser(request);
    const profile = await context.repository.getProfile(user.id);
    // The client's second try asks for cache=false (spec section 7): never serve it from a cache.
    reply.header('cache-control', request.query.cache === 'false' ? 'no-store' : 'private, max-age=10');
    return {
      frontend_theme: isThemeValue(profile.userTheme) ? profile.userTheme : 'unset',
      dark_mode_selected: profile.darkModeSelected,
      two_factor_via_email: profile.twoFactorViaEmail,
      two_factor_via_app: profile.twoFactorViaApp,
      enable_new_nav_b2b: profile.enableNewNavB2b,
      enterpriseSidebarState: profile.enterpriseSidebarState,
      active_organization_id: profile.activeOrganizationId,
    };
  });

  registerRoute(app, apiRoutes.userdata.darkMode, async (request) => {
    const user = requireUser(request);
    const theme = request.body.frontend_theme;
    const profile = await context.repository.getProfile(user.id);
    // dark_mode_selected is the legacy flag the unset fallback reads (spec section 4); keep it in step.
    const darkModeSelected = theme === 'dark' ? true : theme === 'light' ? false : profile.darkModeSelected;
    await context.repository.updateProfile(user.id, { userTheme: theme, darkModeSelected });
    return { frontend_theme: theme, dark_mode_selected: darkModeSelected };
  });

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
