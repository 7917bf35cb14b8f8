import { randomBytes } from 'node:crypto';
import type { SignupBody, SignupReply } from '@learnbox/contracts';
import {
  DomainError,
  EMAIL_TAKEN_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  STATUS,
  truncateReferrer,
} from '@learnbox/domain';
import { type AuthOutcome, type Caller, engineHeadersFor } from '../../platform/auth/caller';
import { enforceRateLimits } from '../../platform/rate-limit/rate-limiter';
import type { AccountsContext } from './accounts-context';
import { setPasswordMail } from './auth-mails';
import { checkCaptcha } from './captcha';
import { createSetPasswordToken, sendVerificationEmail } from './email-tokens';
import { callEngine, engineError } from './engine-call';

/** The attribution and context fields of a sign-up, kept on the profile (spec section 7). */
function attributionOf(body: SignupBody): Record<string, string> {
  const entries: [string, string | undefined][] = [
    ['affiliate', body.affiliate],
    ['referral_site', body.referral_site === undefined ? undefined : truncateReferrer(body.referral_site)],
    [
      'last_referral_site',
      body.last_referral_site === undefined ? undefined : truncateReferrer(body.last_referral_site),
    ],
    ['referral_code', body.referral_code],
    ['encoded_return_url', body.encoded_return_url],
    ['company_name', body.company_name],
    ['org_subdomain', body.org_subdomain],
    ['operation', body.operation],
    ['page_uri', body.page_uri],
    ['source', body.source],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export function utmOf(body: Partial<Record<string, unknown>>): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (
      /^(initial_)?utm_(source|content|medium|campaign|term)$/.test(key) &&
      typeof value === 'string' &&
      value
    )
      utm[key] = value;
  }
  return utm;
}

/**
 * POST /api/user/signup (spec section 7). Creates the account, logs it in and mails the
 * verification link. With ?signup_type=loggedout-user-purchase the password may be left out:
 * the buyer is logged in to finish the purchase and gets a "choose your password" link.
 */
export async function signup(
  context: AccountsContext,
  body: SignupBody,
  purchase: boolean,
  caller: Caller,
): Promise<AuthOutcome<SignupReply>> {
  await enforceRateLimits(context.limiter, [[`signup-ip:${caller.ip}`, context.limits.signupPerIp]]);
  await checkCaptcha(context.captcha, body.tokens, caller.ip);
  if (!body.password && !purchase)
    throw new DomainError(PASSWORD_REQUIRED_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
      password: PASSWORD_REQUIRED_MESSAGE,
    });
  if (await context.repository.findUserByEmail(body.email))
    throw new DomainError(EMAIL_TAKEN_MESSAGE, STATUS.ALREADY_EXISTS, { email: EMAIL_TAKEN_MESSAGE });

  // A purchase sign-up without a password gets one nobody knows until the mailed link sets it.
  const password = body.password ?? randomBytes(32).toString('base64url');
  const created = await callEngine<{ user?: { id: string } }>(() =>
    context.engine.api.signUpEmail({
      body: { email: body.email, password, name: body.full_name },
      headers: engineHeadersFor(caller),
      asResponse: true,
    }),
  );
  if (!created.ok) throw engineError(created);
  const userId = created.body.user?.id;
  if (!userId) throw new Error('The engine signed up without a user.');

  await context.repository.updateProfile(userId, {
    signupAttribution: attributionOf(body),
    utm: utmOf(body),
    // A new learner is offered OnboardingModal once (user info's show_onboarding_questionnaire).
    showOnboardingQuestionnaire: true,
  });
  const user = { id: userId, email: body.email, name: body.full_name };
  await sendVerificationEmail(context, user);
  if (!body.password) {
    const token = await createSetPasswordToken(context, userId);
    await context.mailer.send(setPasswordMail(user.email, user.name, context.links.setPassword(token)));
  }
  if (caller.currentSessionToken) await context.repository.deleteSessionByToken(caller.currentSessionToken);
  return {
    reply: { status: 'signed_up', user_id: userId, verified: false, password_set: Boolean(body.password) },
    setCookies: created.setCookies,
    userId,
  };
}
