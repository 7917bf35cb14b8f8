import { timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_UNAVAILABLE_MESSAGE,
  checkCaptchaTokens,
  DomainError,
  MISSING_CAPTCHA_MESSAGE,
  STATUS,
  STRONGER_CAPTCHA_MESSAGE,
} from '@learnbox/domain';
import type { AltchaCaptcha, CaptchaLevel } from './altcha';

/**
 * The captcha check of login, sign-up and password reset (spec section 5: they carry a
 * captcha token or a bypass token). Behind an interface: reCAPTCHA over HTTP when a secret is
 * configured, else the embedded ALTCHA proof of work (`altcha.ts`).
 */
export interface CaptchaVerifier {
  /** True when the provider accepted the token; throws when the provider cannot be reached. */
  verify(token: string, remoteIp: string | undefined): Promise<boolean>;
}

export { CAPTCHA_FAILED_MESSAGE };

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google reCAPTCHA's siteverify; v3 scores under `minScore` count as a failure. */
export function createRecaptchaVerifier(
  secretKey: string,
  options: { fetch?: typeof fetch; minScore?: number; timeoutMs?: number } = {},
): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  return {
    async verify(token, remoteIp) {
      const body = new URLSearchParams({ secret: secretKey, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      const response = await doFetch(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA answered ${response.status}`);
      const result = (await response.json()) as { success?: boolean; score?: number };
      if (result.success !== true) return false;
      return typeof result.score !== 'number' || result.score >= (options.minScore ?? 0.5);
    },
  };
}

export interface CaptchaPolicy {
  /** reCAPTCHA when its secret is configured; null in the embedded set-up. */
  verifier: CaptchaVerifier | null;
  /** The embedded proof-of-work captcha, checked whenever reCAPTCHA is not configured. */
  altcha: AltchaCaptcha;
  /** The configured bypass token; null accepts none. */
  bypassToken: string | null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const refuse = (message: string) =>
  new DomainError(message, STATUS.OPERATION_NOT_ALLOWED, { captcha: message });

/**
 * Passes or throws a 400 (503 when reCAPTCHA cannot be reached). A matching bypass token
 * always passes; a wrong one never does. Otherwise a token is required: reCAPTCHA's when it is
 * configured, else a solved ALTCHA challenge of at least `level` (an `escalated` one after
 * several failed logins of the account), each usable once.
 */
export async function checkCaptcha(
  policy: CaptchaPolicy,
  tokens: { captcha_token?: string | undefined; bypass_token?: string | undefined } | undefined,
  remoteIp: string | undefined,
  level: CaptchaLevel = 'normal',
): Promise<void> {
  const captchaToken = tokens?.captcha_token?.trim() || undefined;
  const bypassToken = tokens?.bypass_token?.trim() || undefined;
  if (bypassToken) {
    if (policy.bypassToken && sameSecret(bypassToken, policy.bypassToken)) return;
    throw refuse(CAPTCHA_FAILED_MESSAGE);
  }
  const missing = checkCaptchaTokens({ captchaToken, bypassToken });
  if (missing || !captchaToken) throw refuse(missing ?? MISSING_CAPTCHA_MESSAGE);
  if (policy.verifier) {
    let ok: boolean;
    try {
      ok = await policy.verifier.verify(captchaToken, remoteIp);
    } catch {
      throw new DomainError(CAPTCHA_UNAVAILABLE_MESSAGE, STATUS.EXTERNAL_SERVICE_FAILED);
    }
    if (!ok) throw refuse(CAPTCHA_FAILED_MESSAGE);
    return;
  }
  const solved = await policy.altcha.redeem(captchaToken);
  if (!solved) throw refuse(CAPTCHA_FAILED_MESSAGE);
  if (level === 'escalated' && solved !== 'escalated') throw refuse(STRONGER_CAPTCHA_MESSAGE);
}
