import type { TwoFactorState } from '@learnbox/contracts';
import { DomainError, STATUS, TOTP_NOT_STARTED_MESSAGE, WRONG_PASSWORD_MESSAGE } from '@learnbox/domain';
import { type Caller, engineHeadersFor } from '../../platform/auth/caller';
import { enforceRateLimits, enforceUnspent } from '../../platform/rate-limit/rate-limiter';
import type { AccountsContext } from '../auth';
import { callEngine, codeAccountKey, engineError, forgetUserSessions, secretFromTotpUri } from '../auth';

export interface TwoFactorOutcome {
  state: TwoFactorState;
  /** The engine rotates the session when a factor is turned on; the new cookie goes here. */
  setCookies: string[];
}

async function stateOf(
  context: AccountsContext,
  userId: string,
  enrolment: TwoFactorState['app_enrolment'] = null,
) {
  const profile = await context.repository.getProfile(userId);
  return {
    two_factor_via_email: profile.twoFactorViaEmail,
    two_factor_via_app: profile.twoFactorViaApp,
    app_enrolment: enrolment,
  };
}

async function confirmPassword(
  context: AccountsContext,
  caller: Caller,
  password: string,
  userId: string,
): Promise<void> {
  const checked = await callEngine(() =>
    context.engine.api.verifyPassword({
      body: { password },
      headers: engineHeadersFor(caller),
      asResponse: true,
    }),
  );
  if (!checked.ok) {
    await countWrongCode(context, userId);
    throw new DomainError(WRONG_PASSWORD_MESSAGE, STATUS.UNAUTHORIZED, {
      password: WRONG_PASSWORD_MESSAGE,
    });
  }
}

/**
 * Turns one second factor on or off (spec section 4 "the email and app flags can each be
 * changed"), confirmed by the password. The app is turned on in two steps: this one makes a
 * secret (QR code and text), confirmAuthenticator checks the first code. Turning a factor on
 * rotates the session (the engine issues a new one and deletes the old).
 */
export async function updateTwoFactor(
  context: AccountsContext,
  userId: string,
  body: { via: 'email' | 'app'; enabled: boolean; password: string },
  caller: Caller,
): Promise<TwoFactorOutcome> {
  await enforceCodeLimit(context, caller, userId);
  await confirmPassword(context, caller, body.password, userId);
  const profile = await context.repository.getProfile(userId);
  if (body.via === 'email' && body.enabled) {
    const enabled = await callEngine(() =>
      context.engine.api.enableTwoFactor({
        body: { password: body.password, method: 'otp' },
        headers: engineHeadersFor(caller),
        asResponse: true,
      }),
    );
    if (!enabled.ok) throw engineError(enabled, 'password');
    await context.repository.updateProfile(userId, { twoFactorViaEmail: true });
    forgetUserSessions(context, userId);
    return { state: await stateOf(context, userId), setCookies: enabled.setCookies };
  }
  if (body.via === 'app' && body.enabled) {
    if (profile.twoFactorViaApp)
      throw engineError({ ok: false, status: 409, code: 'TOTP_ALREADY_ENABLED', body: null, setCookies: [] });
    const started = await callEngine<{ totpURI?: string }>(() =>
      context.engine.api.enableTwoFactor({
        body: { password: body.password, method: 'totp' },
        headers: engineHeadersFor(caller),
        asResponse: true,
      }),
    );
    if (!started.ok) throw engineError(started, 'password');
    const uri = started.body.totpURI ?? '';
    const secret = secretFromTotpUri(uri);
    if (!secret) throw new Error('The engine returned no authenticator secret.');
    // Until the first code arrives the engine keeps twoFactorEnabled as it was.
    return {
      state: await stateOf(context, userId, { totp_secret: secret, totp_uri: uri }),
      setCookies: started.setCookies,
    };
  }
  // Turning a factor off: the other one, if on, keeps the account two-factor.
  const viaEmail = body.via === 'email' ? false : profile.twoFactorViaEmail;
  const viaApp = body.via === 'app' ? false : profile.twoFactorViaApp;
  if (body.via === 'app') await context.repository.deleteTwoFactor(userId);
  await context.repository.updateProfile(userId, { twoFactorViaEmail: viaEmail, twoFactorViaApp: viaApp });
  await context.repository.setTwoFactorEnabled(userId, viaEmail || viaApp);
  forgetUserSessions(context, userId);
  return { state: await stateOf(context, userId), setCookies: [] };
}

/** The first code from the newly enrolled app: turns the app factor on and rotates the session. */
export async function confirmAuthenticator(
  context: AccountsContext,
  userId: string,
  code: string,
  caller: Caller,
): Promise<TwoFactorOutcome> {
  await enforceCodeLimit(context, caller, userId);
  const pending = await context.repository.findTwoFactor(userId);
  if (!pending || pending.verified)
    throw new DomainError(TOTP_NOT_STARTED_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
      totp: TOTP_NOT_STARTED_MESSAGE,
    });
  const verified = await callEngine(() =>
    context.engine.api.verifyTOTP({ body: { code }, headers: engineHeadersFor(caller), asResponse: true }),
  );
  if (!verified.ok) {
    await countWrongCode(context, userId);
    throw engineError(verified, 'totp');
  }
  await context.repository.updateProfile(userId, { twoFactorViaApp: true });
  await context.repository.setTwoFactorEnabled(userId, true);
  forgetUserSessions(context, userId);
  return { state: await stateOf(context, userId), setCookies: verified.setCookies };
}

/**
 * Per address, and per account for wrong passwords and codes: a stolen session (or many
 * addresses) cannot guess the password or a code here any faster than at login.
 */
async function enforceCodeLimit(context: AccountsContext, caller: Caller, userId: string): Promise<void> {
  await enforceRateLimits(context.limiter, [[`code-ip:${caller.ip}`, context.limits.codePerIp]]);
  await enforceUnspent(context.limiter, [[codeAccountKey(userId), context.limits.codePerAccount]]);
}

async function countWrongCode(context: AccountsContext, userId: string): Promise<void> {
  await context.limiter.hit(codeAccountKey(userId), context.limits.codePerAccount);
}

export async function getTwoFactorState(context: AccountsContext, userId: string): Promise<TwoFactorState> {
  return stateOf(context, userId);
}
