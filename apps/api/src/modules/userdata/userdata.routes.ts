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
import { callerOf } from '../../platform/auth/caller';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import type { AccountsContext } from '../auth';
import { forwardSetCookies } from '../auth';
import { confirmAuthenticator, getTwoFactorState, updateTwoFactor } from './two-factor.service';
import { chooseTheme, readUserConfig } from './user-config.service';

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
      const config = await readUserConfig(context, requireUser(request).id);
      // The client's second try asks for cache=false (spec section 7): never serve it from a cache.
      reply.header('cache-control', request.query.cache === 'false' ? 'no-store' : 'private, max-age=10');
      return config;
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
      return chooseTheme(context, requireUser(request).id, request.body.frontend_theme);
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
