import { apiRoutes } from '@learnbox/contracts';
import { buildSsoAuthorizePath } from '@learnbox/domain';
import { callerOf } from '../../platform/auth/caller';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { trackingOf } from '../analytics';
import type { AccountsContext } from './accounts-context';
import { clearLoginCookies } from './client-cookies';
import { finishSignIn } from './finish-sign-in';
import { login } from './login.service';
import {
  forgotPassword,
  resendVerification,
  resendVerificationLoggedIn,
  resetPassword,
  verifyEmail,
} from './recovery.service';
import { forgetUserSessions } from './session-resolver';
import { signup } from './signup.service';

/** POST /api/user/* of spec section 7 "Auth and user", plus the two mailed-link steps. */
export function registerAuthRoutes(app: AppInstance, context: AccountsContext): void {
  registerRoute(app, apiRoutes.auth.login, async (request, reply) =>
    finishSignIn(context, request, reply, await login(context, request.body, callerOf(request))),
  );

  registerRoute(app, apiRoutes.auth.signup, async (request, reply) => {
    const purchase = request.query.signup_type === 'loggedout-user-purchase';
    const outcome = await signup(context, request.body, purchase, callerOf(request));
    // First touch, acquisition source, a friend's referral and the sign_up event (issue 17).
    if (outcome.userId) await app.analytics.recordSignup(outcome.userId, request.body, trackingOf(request));
    return finishSignIn(context, request, reply, outcome);
  });

  registerRoute(app, apiRoutes.auth.logout, async (request, reply) => {
    const session = request.authSession;
    const user = request.user;
    if (session && user) {
      if (request.body?.everywhere) await context.repository.deleteSessionsOfUser(user.id);
      else await context.repository.deleteSessionByToken(session.token);
      context.sessionCache.delete(session.cookie);
      if (request.body?.everywhere) forgetUserSessions(context, user.id);
    }
    clearLoginCookies(reply, context.sessionCookieName, context.cookies);
    return { status: true as const };
  });

  registerRoute(app, apiRoutes.auth.forgotPassword, async (request) =>
    forgotPassword(context, request.body, callerOf(request)),
  );

  registerRoute(app, apiRoutes.auth.resendVerification, async (request) =>
    resendVerification(context, request.body, callerOf(request)),
  );

  registerRoute(app, apiRoutes.auth.resendVerificationLoggedIn, async (request) =>
    resendVerificationLoggedIn(context, requireUser(request), callerOf(request)),
  );

  registerRoute(app, apiRoutes.auth.verifyEmail, async (request) =>
    verifyEmail(context, request.body.token, callerOf(request)),
  );

  registerRoute(app, apiRoutes.auth.resetPassword, async (request, reply) =>
    finishSignIn(context, request, reply, await resetPassword(context, request.body, callerOf(request))),
  );

  registerRoute(app, apiRoutes.auth.verifySso, async (request) => {
    const domain = request.body.email.split('@')[1] ?? '';
    const provider = context.config.OIDC_EMAIL_DOMAINS.includes(domain)
      ? context.ssoProviders.find((entry) => entry.id === context.config.OIDC_PROVIDER_ID)
      : undefined;
    return provider
      ? {
          sso: true,
          provider: provider.id,
          provider_name: provider.name,
          authorize_path: buildSsoAuthorizePath(provider.id, {}, 'login'),
        }
      : { sso: false, provider: null, provider_name: null, authorize_path: null };
  });

  registerRoute(app, apiRoutes.auth.authOptions, async () => ({
    recaptcha_site_key: context.config.RECAPTCHA_SITE_KEY ?? null,
    sso_providers: context.ssoProviders,
    dev_mailbox: context.devMailbox,
  }));
}
