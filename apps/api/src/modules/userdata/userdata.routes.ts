import {
  darkModeBodySchema,
  darkModeReplySchema,
  errorReplySchema,
  twoFactorAppConfirmBodySchema,
  twoFactorStateSchema,
  twoFactorUpdateBodySchema,
  userConfigQuerySchema,
  userConfigReplySchema,
} from '@learnbox/contracts';
import { isThemeValue } from '@learnbox/domain';
import { callerOf } from '../../platform/auth/caller';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import type { AccountsContext } from '../auth';
import { forwardSetCookies } from '../auth';
import { confirmAuthenticator, getTwoFactorState, updateTwoFactor } from './two-factor.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 409: errorReplySchema, 429: errorReplySchema };

/** /api/userdata/*: preferences of the signed-in user (spec section 7). */
export function registerUserdataRoutes(app: AppInstance, context: AccountsContext): void {
  app.get(
    '/api/userdata/user_config',
    {
      schema: {
        tags: ['userdata'],
        querystring: userConfigQuerySchema,
        response: { 200: userConfigReplySchema, ...errors },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/api/userdata/darkmode',
    {
      schema: {
        tags: ['userdata'],
        body: darkModeBodySchema,
        response: { 200: darkModeReplySchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const theme = request.body.frontend_theme;
      const profile = await context.repository.getProfile(user.id);
      // dark_mode_selected is the legacy flag the unset fallback reads (spec section 4); keep it in step.
      const darkModeSelected = theme === 'dark' ? true : theme === 'light' ? false : profile.darkModeSelected;
      await context.repository.updateProfile(user.id, { userTheme: theme, darkModeSelected });
      return { frontend_theme: theme, dark_mode_selected: darkModeSelected };
    },
  );

  app.get(
    '/api/userdata/two-factor',
    { schema: { tags: ['userdata'], response: { 200: twoFactorStateSchema, ...errors } } },
    async (request) => getTwoFactorState(context, requireUser(request).id),
  );

  app.post(
    '/api/userdata/two-factor',
    {
      schema: {
        tags: ['userdata'],
        body: twoFactorUpdateBodySchema,
        response: { 200: twoFactorStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await updateTwoFactor(
        context,
        requireUser(request).id,
        request.body,
        callerOf(request),
      );
      forwardSetCookies(reply, outcome.setCookies);
      return outcome.state;
    },
  );

  app.post(
    '/api/userdata/two-factor/app/confirm',
    {
      schema: {
        tags: ['userdata'],
        body: twoFactorAppConfirmBodySchema,
        response: { 200: twoFactorStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await confirmAuthenticator(
        context,
        requireUser(request).id,
        request.body.totp,
        callerOf(request),
      );
      forwardSetCookies(reply, outcome.setCookies);
      return outcome.state;
    },
  );
}
