import type { AcknowledgedReply, CaptchaTokens, ResetPasswordReply } from '@learnbox/contracts';
import { ALREADY_VERIFIED_MESSAGE, DomainError, EXPIRED_LINK_MESSAGE, STATUS } from '@learnbox/domain';
import { type AuthOutcome, type Caller, engineHeadersFor } from '../../platform/auth/caller';
import { enforceRateLimits } from '../../platform/rate-limit/rate-limiter';
import type { AccountsContext } from './accounts-context';
import { checkCaptcha } from './captcha';
import {
  consumeVerificationToken,
  findResetTokenUser,
  sendVerificationEmail,
  withUniformDuration,
} from './email-tokens';
import { callEngine, engineError } from './engine-call';
import { forgetUserSessions } from './session-resolver';

/** One answer for known and unknown addresses alike (no user enumeration). */
export const RESET_ACKNOWLEDGED: AcknowledgedReply = {
  status: true,
  message: 'If an account exists for this e-mail, we sent it a link to choose a new password.',
};
export const VERIFICATION_ACKNOWLEDGED: AcknowledgedReply = {
  status: true,
  message: 'If this e-mail has an account that still needs verifying, we sent it a new link.',
};

async function mailLimits(context: AccountsContext, email: string, caller: Caller): Promise<void> {
  await enforceRateLimits(context.limiter, [
    [`mail-ip:${caller.ip}`, context.limits.mailPerIp],
    [`mail-account:${email}`, context.limits.mailPerAccount],
  ]);
}

/** POST /api/user/forgot-password: mails a reset link when the account exists; same reply either way. */
export async function forgotPassword(
  context: AccountsContext,
  body: { email: string; tokens?: CaptchaTokens | undefined },
  caller: Caller,
): Promise<AcknowledgedReply> {
  await mailLimits(context, body.email, caller);
  await checkCaptcha(context.captcha, body.tokens, caller.ip);
  return withUniformDuration(context.uniformReplyMs, async () => {
    const user = await context.repository.findUserByEmail(body.email);
    if (user) {
      const result = await callEngine(() =>
        context.engine.api.requestPasswordReset({
          body: { email: body.email },
          headers: engineHeadersFor(caller),
          asResponse: true,
        }),
      );
      if (!result.ok) throw engineError(result);
    }
    return RESET_ACKNOWLEDGED;
  });
}

/** POST /api/user/resend-verification (logged out): same reply whether or not a mail went out. */
export async function resendVerification(
  context: AccountsContext,
  body: { email: string; tokens?: CaptchaTokens | undefined },
  caller: Caller,
): Promise<AcknowledgedReply> {
  await mailLimits(context, body.email, caller);
  await checkCaptcha(context.captcha, body.tokens, caller.ip);
  return withUniformDuration(context.uniformReplyMs, async () => {
    const user = await context.repository.findUserByEmail(body.email);
    if (user && !user.emailVerified) await sendVerificationEmail(context, user);
    return VERIFICATION_ACKNOWLEDGED;
  });
}

/** POST /api/user/resend-verification/logged-in: the banner's 'Resend Email' link. */
export async function resendVerificationLoggedIn(
  context: AccountsContext,
  user: { id: string; email: string; name: string; emailVerified: boolean },
  caller: Caller,
): Promise<AcknowledgedReply> {
  if (user.emailVerified) throw new DomainError(ALREADY_VERIFIED_MESSAGE, STATUS.OPERATION_NOT_ALLOWED);
  await mailLimits(context, user.email, caller);
  await sendVerificationEmail(context, user);
  return { status: true, message: `We sent a new verification link to ${user.email}.` };
}

/** POST /api/user/verify-email: the mailed link's token, single-use and expiring. */
export async function verifyEmail(
  context: AccountsContext,
  token: string,
  caller: Caller,
): Promise<{ status: true; email: string }> {
  await enforceRateLimits(context.limiter, [[`code-ip:${caller.ip}`, context.limits.codePerIp]]);
  const userId = await consumeVerificationToken(context, token);
  const user = await context.repository.findUserById(userId);
  if (!user)
    throw new DomainError(EXPIRED_LINK_MESSAGE, STATUS.EXPIRED_TOKEN, { token: EXPIRED_LINK_MESSAGE });
  await context.repository.markEmailVerified(userId);
  forgetUserSessions(context, userId);
  return { status: true, email: user.email };
}

/**
 * POST /api/user/reset-password: a mailed token (forgotten password, or the "choose your
 * password" link of an account made without one) sets the password. The token dies with its
 * first use; every other session of the account ends; the mailbox was proven, so the address
 * counts as verified. Then the browser is logged in, unless a second factor is still owed.
 */
export async function resetPassword(
  context: AccountsContext,
  body: { token: string; password: string },
  caller: Caller,
): Promise<AuthOutcome<ResetPasswordReply>> {
  await enforceRateLimits(context.limiter, [[`code-ip:${caller.ip}`, context.limits.codePerIp]]);
  const userId = await findResetTokenUser(context, body.token);
  const user = userId ? await context.repository.findUserById(userId) : null;
  if (!user)
    throw new DomainError(EXPIRED_LINK_MESSAGE, STATUS.EXPIRED_TOKEN, { token: EXPIRED_LINK_MESSAGE });
  const reset = await callEngine(() =>
    context.engine.api.resetPassword({
      body: { token: body.token, newPassword: body.password },
      headers: engineHeadersFor(caller),
      asResponse: true,
    }),
  );
  if (!reset.ok) throw engineError(reset, reset.code === 'INVALID_TOKEN' ? 'token' : 'password');
  await context.repository.markEmailVerified(user.id);
  await context.repository.deleteSessionsOfUser(user.id);
  forgetUserSessions(context, user.id);
  if (user.twoFactorEnabled)
    return { reply: { status: 'two_factor_required', email: user.email }, setCookies: [], userId: null };

  const signIn = await callEngine<{ user?: { id: string } }>(() =>
    context.engine.api.signInEmail({
      body: { email: user.email, password: body.password, rememberMe: true },
      headers: engineHeadersFor(caller),
      asResponse: true,
    }),
  );
  if (!signIn.ok) throw engineError(signIn);
  return {
    reply: { status: 'logged_in', user_id: user.id, verified: true },
    setCookies: signIn.setCookies,
    userId: user.id,
  };
}
