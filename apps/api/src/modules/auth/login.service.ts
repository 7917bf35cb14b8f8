import { randomBytes } from 'node:crypto';
import type { LoginBody, LoginReply } from '@learnbox/contracts';
import {
  DomainError,
  NO_AUTHENTICATOR_MESSAGE,
  NO_EMAILED_CODES_MESSAGE,
  normalizeAuthenticatorSecret,
  STATUS,
  TOTP_CODE_REQUIRED_MESSAGE,
  TOTP_SECRET_INVALID_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '@learnbox/domain';
import { symmetricEncrypt } from 'better-auth/crypto';
import { type AuthOutcome, type Caller, engineHeadersFor } from '../../platform/auth/caller';
import { enforceRateLimits, enforceUnspent } from '../../platform/rate-limit/rate-limiter';
import type { AccountsContext } from './accounts-context';
import type { CaptchaLevel } from './altcha';
import { codeAccountKey } from './auth-rate-limits';
import { checkCaptcha } from './captcha';
import { callEngine, chainCookies, type EngineResult, engineError } from './engine-call';
import { base32Decode, verifyTotpCode } from './totp';

interface SignInBody {
  twoFactorRedirect?: boolean;
  token?: string;
  user?: { id: string; emailVerified: boolean };
}

/** The failed-login counters: per account, per account from one address, per address. */
const failureKeys = (email: string, ip: string) => ({
  account: `login-fail-account:${email}`,
  pair: `login-fail-pair:${ip}|${email}`,
  ip: `login-fail-ip:${ip}`,
});

/**
 * The captcha a login of this account needs: `escalated` once it had several failed logins
 * from anywhere (OWASP: make guessing slower instead of locking the owner out).
 */
export async function loginCaptchaLevel(context: AccountsContext, email: string): Promise<CaptchaLevel> {
  const spent = await context.limiter.peek(failureKeys(email, '').account, context.limits.loginPerAccount);
  return spent > 0 ? 'escalated' : 'normal';
}

async function countFailure(context: AccountsContext, email: string, ip: string): Promise<void> {
  const keys = failureKeys(email, ip);
  const { limiter, limits } = context;
  await limiter.hit(keys.account, limits.loginPerAccount);
  await limiter.hit(keys.pair, limits.loginPerAccountAndIp);
  await limiter.hit(keys.ip, limits.loginFailuresPerIp);
}

/**
 * POST /api/user/login (spec section 7): password, then the second factor when the account
 * has one (an authenticator code in `totp`, or the mailed code in `two_factor_code`), or the
 * first enrolment of an authenticator (`totp_secret` with `totp`). Every attempt counts per
 * address; failures count per account (harder captcha), per account and address, and per
 * address (429), so a guesser is slowed down while the owner elsewhere still gets in. A new
 * session replaces the browser's old one.
 */
export async function login(
  context: AccountsContext,
  body: LoginBody,
  caller: Caller,
): Promise<AuthOutcome<LoginReply>> {
  const { limiter, limits } = context;
  const keys = failureKeys(body.email, caller.ip);
  await enforceRateLimits(limiter, [[`login-ip:${caller.ip}`, limits.loginPerIp]]);
  await enforceUnspent(limiter, [
    [keys.pair, limits.loginPerAccountAndIp],
    [keys.ip, limits.loginFailuresPerIp],
  ]);
  await checkCaptcha(context.captcha, body, caller.ip, await loginCaptchaLevel(context, body.email));

  const signIn = await callEngine<SignInBody>(() =>
    context.engine.api.signInEmail({
      body: { email: body.email, password: body.password, rememberMe: true },
      headers: engineHeadersFor(caller),
      asResponse: true,
    }),
  );
  if (!signIn.ok) {
    await countFailure(context, body.email, caller.ip);
    throw engineError(signIn, 'password');
  }

  const outcome = signIn.body.twoFactorRedirect
    ? await secondFactor(context, body, caller, signIn)
    : await withoutSecondFactor(context, body, signIn);
  if (outcome.userId) {
    // The account's own counter runs out by itself: one good login does not end an attack.
    await limiter.reset(keys.pair);
    if (caller.currentSessionToken) await context.repository.deleteSessionByToken(caller.currentSessionToken);
    if (body.encoded_affiliate_id)
      await context.repository.updateProfile(outcome.userId, {
        encodedAffiliateId: body.encoded_affiliate_id,
      });
  }
  return outcome;
}

async function withoutSecondFactor(
  context: AccountsContext,
  body: LoginBody,
  signIn: EngineResult<SignInBody>,
): Promise<AuthOutcome<LoginReply>> {
  const user = signIn.body.user;
  if (!user) throw new Error('The engine signed in without a user.');
  if (body.totp_secret !== undefined || body.totp !== undefined) {
    if (body.totp_secret === undefined || body.totp === undefined)
      throw new DomainError(TOTP_CODE_REQUIRED_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
        totp: TOTP_CODE_REQUIRED_MESSAGE,
      });
    await enrolAuthenticator(context, user.id, body.totp_secret, body.totp);
  }
  return {
    reply: { status: 'logged_in', user_id: user.id, verified: user.emailVerified },
    setCookies: signIn.setCookies,
    userId: user.id,
  };
}

/**
 * First-time authenticator enrolment at login: the secret comes from the client (it showed the
 * QR code), the code proves the app holds it. Only for accounts without a second factor yet;
 * replacing one needs the security settings, behind the current factor.
 */
async function enrolAuthenticator(
  context: AccountsContext,
  userId: string,
  rawSecret: string,
  code: string,
): Promise<void> {
  const secret = normalizeAuthenticatorSecret(rawSecret).toUpperCase();
  const bytes = base32Decode(secret);
  if (!bytes || bytes.length < 10)
    throw new DomainError(TOTP_SECRET_INVALID_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
      totp_secret: TOTP_SECRET_INVALID_MESSAGE,
    });
  if (!verifyTotpCode(secret, code))
    throw new DomainError(WRONG_CODE_MESSAGE, STATUS.UNAUTHORIZED, {
      totp: WRONG_CODE_MESSAGE,
    });
  const key = (await context.engine.$context).secretConfig;
  // better-auth reads secrets stored as `base32:<secret>` as imported authenticator keys.
  const encryptedSecret = await symmetricEncrypt({ key, data: `base32:${secret}` });
  const encryptedBackupCodes = await symmetricEncrypt({
    key,
    data: JSON.stringify([randomBytes(8).toString('hex')]),
  });
  await context.repository.saveConfirmedTwoFactor(userId, encryptedSecret, encryptedBackupCodes);
  await context.repository.updateProfile(userId, { twoFactorViaApp: true });
  await context.repository.setTwoFactorEnabled(userId, true);
  context.userInfoCache.delete(userId);
}

async function secondFactor(
  context: AccountsContext,
  body: LoginBody,
  caller: Caller,
  signIn: EngineResult<SignInBody>,
): Promise<AuthOutcome<LoginReply>> {
  const user = await context.repository.findUserByEmail(body.email);
  if (!user) throw new Error('Signed-in user vanished.');
  const profile = await context.repository.getProfile(user.id);
  const viaApp = profile.twoFactorViaApp;
  const viaEmail = profile.twoFactorViaEmail;
  const pending = (codeSent: boolean, setCookies = signIn.setCookies): AuthOutcome<LoginReply> => ({
    reply: {
      status: 'two_factor_required',
      two_factor_via_email: viaEmail,
      two_factor_via_app: viaApp,
      code_sent: codeSent,
    },
    setCookies,
    userId: null,
  });
  // The challenge this sign-in opened, as the browser would send it on the next call.
  const freshChallenge = chainCookies(caller.cookieHeader, signIn.setCookies);

  if (body.totp_secret !== undefined)
    throw new DomainError(
      'Two-factor login is already on. Change the authenticator app in your security settings.',
      STATUS.OPERATION_NOT_ALLOWED,
      {
        totp_secret: 'Two-factor login is already on for this account.',
      },
    );
  await enforceRateLimits(context.limiter, [[`code-ip:${caller.ip}`, context.limits.codePerIp]]);
  if (body.totp !== undefined || body.two_factor_code !== undefined)
    await enforceUnspent(context.limiter, [[codeAccountKey(user.id), context.limits.codePerAccount]]);

  if (body.totp !== undefined) {
    if (!viaApp)
      throw new DomainError(NO_AUTHENTICATOR_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
        totp: NO_AUTHENTICATOR_MESSAGE,
      });
    const verified = await callEngine<SignInBody>(() =>
      context.engine.api.verifyTOTP({
        body: { code: body.totp ?? '' },
        headers: engineHeadersFor(caller, freshChallenge),
        asResponse: true,
      }),
    );
    return finishSecondFactor(context, body, caller, user.id, verified, signIn.setCookies, 'totp');
  }

  if (body.two_factor_code !== undefined) {
    if (!viaEmail)
      throw new DomainError(NO_EMAILED_CODES_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
        two_factor_code: NO_EMAILED_CODES_MESSAGE,
      });
    // The mailed code belongs to the challenge of the earlier step, whose cookie the browser sent.
    const earlier = caller.cookieHeader?.includes(`${context.twoFactorCookieName}=`);
    if (!earlier) return pending(await sendEmailCode(context, caller, freshChallenge));
    const verified = await callEngine<SignInBody>(() =>
      context.engine.api.verifyTwoFactorOTP({
        body: { code: body.two_factor_code ?? '' },
        headers: engineHeadersFor(caller),
        asResponse: true,
      }),
    );
    // A stale challenge (expired, used): start over with a new code rather than failing.
    if (!verified.ok && verified.code === 'INVALID_TWO_FACTOR_COOKIE')
      return pending(await sendEmailCode(context, caller, freshChallenge));
    return finishSecondFactor(context, body, caller, user.id, verified, [], 'two_factor_code');
  }

  return pending(viaEmail ? await sendEmailCode(context, caller, freshChallenge) : false);
}

async function sendEmailCode(
  context: AccountsContext,
  caller: Caller,
  challengeCookies: string,
): Promise<boolean> {
  const sent = await callEngine(() =>
    context.engine.api.sendTwoFactorOTP({
      body: {},
      headers: engineHeadersFor(caller, challengeCookies),
      asResponse: true,
    }),
  );
  if (!sent.ok) throw engineError(sent);
  return true;
}

async function finishSecondFactor(
  context: AccountsContext,
  body: LoginBody,
  caller: Caller,
  userId: string,
  verified: EngineResult<SignInBody>,
  earlierCookies: string[],
  field: 'totp' | 'two_factor_code',
): Promise<AuthOutcome<LoginReply>> {
  if (!verified.ok) {
    await context.limiter.hit(codeAccountKey(userId), context.limits.codePerAccount);
    await countFailure(context, body.email, caller.ip);
    throw engineError(verified, field);
  }
  const user = verified.body.user;
  if (!user) throw new Error('The engine verified a code without a user.');
  return {
    reply: { status: 'logged_in', user_id: user.id, verified: user.emailVerified },
    // The first sign-in's cookies (a cleared session, a new challenge) come first; the
    // verification's session cookie and cleared challenge override them.
    setCookies: [...earlierCookies, ...verified.setCookies],
    userId: user.id,
  };
}
