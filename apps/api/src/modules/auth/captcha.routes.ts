import { apiRoutes, emailField } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { enforceRateLimits } from '../../platform/rate-limit/rate-limiter';
import type { AccountsContext } from './accounts-context';
import { loginCaptchaLevel } from './login.service';

/**
 * GET /api/captcha/challenge: a fresh ALTCHA challenge for the account forms. With `email` it is
 * the one a login of that account needs (harder after several failed logins; every address gets
 * the same answer whether or not it has an account). Never cached: each challenge works once.
 */
export function registerCaptchaRoutes(app: AppInstance, context: AccountsContext): void {
  registerRoute(app, apiRoutes.auth.captchaChallenge, async (request, reply) => {
    await enforceRateLimits(context.limiter, [
      [`captcha-challenge-ip:${request.ip}`, context.limits.captchaChallengePerIp],
    ]);
    const email = emailField.safeParse(request.query.email ?? '');
    const level = email.success ? await loginCaptchaLevel(context, email.data) : 'normal';
    const challenge = await context.captcha.altcha.issue(level);
    reply.header('cache-control', 'no-store');
    return challenge;
  });
}
