import { installCsrfCheck } from '../../platform/auth/csrf';
import type { ApiConfig } from '../../platform/config/env';
import type { AppInstance } from '../../platform/http/app-instance';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import {
  type AccountsContext,
  type AccountsOverrides,
  createAccountsContext,
  resolveAccountsConfig,
} from './accounts-context';
import { registerAuthRoutes } from './auth.routes';
import { registerCaptchaRoutes } from './captcha.routes';
import { installEngineSessions } from './session-resolver';
import { registerSessionRoutes } from './sessions.routes';
import { registerSsoRoutes } from './sso.routes';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts module, for modules that change what user info returns. */
    accounts: {
      /** Call after changing a user's flags outside a request of that user (webhooks, jobs). */
      invalidateUserInfo(userId: string): void;
    };
  }
}

/**
 * Accounts and authentication: resolves request.user on every request, checks the origin of
 * every write, and serves sign-in, sessions and SSO (app.ts adds the user, userdata and dev
 * mailbox modules, which build on it). Hooks go on the root instance (not an encapsulated plugin) so they cover every module's routes.
 */
export async function registerAccounts(
  app: AppInstance,
  config: Partial<ApiConfig>,
  limiter: RateLimiter,
  overrides: AccountsOverrides = {},
): Promise<AccountsContext> {
  const context = createAccountsContext(
    resolveAccountsConfig(config),
    app.deps.db,
    app.log,
    overrides,
    limiter,
  );
  installCsrfCheck(app, context.allowedOrigins);
  installEngineSessions(app, context);
  // Read-your-writes: a user's own write (any module's) drops their cached user info, so the
  // next /api/user/info shows it; writes made elsewhere show within the cache's second.
  app.addHook('onResponse', async (request) => {
    if (request.user && UNSAFE_METHODS.has(request.method)) context.userInfoCache.delete(request.user.id);
  });
  app.decorate('accounts', { invalidateUserInfo: (userId: string) => context.userInfoCache.delete(userId) });

  registerAuthRoutes(app, context);
  registerCaptchaRoutes(app, context);
  registerSsoRoutes(app, context);
  registerSessionRoutes(app, context);

  context.mailer.start();
  app.addHook('onClose', async () => context.mailer.stop());
  return context;
}
