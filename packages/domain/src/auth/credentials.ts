/** Login helpers (spec section 5 "Validation rules"). */

/** The authenticator secret has all whitespace removed before login (spec section 5). */
export function normalizeAuthenticatorSecret(secret: string): string {
  return secret.replace(/\s+/g, '');
}

/** The spec gives no wording for a missing captcha; this is ours. */
export const MISSING_CAPTCHA_MESSAGE = 'A captcha token or a bypass token is required.';

/** A solved captcha that is wrong, expired or already used (ours too). */
export const CAPTCHA_FAILED_MESSAGE = 'The captcha check failed. Please try again.';

/**
 * After several failed logins an account asks for a harder captcha (OWASP: slow the guesser
 * down, never lock the owner out). The form fetches a harder challenge and sends it again.
 */
export const STRONGER_CAPTCHA_MESSAGE =
  'There were several failed logins for this account: solve the longer check and try again.';

/**
 * Login, signup and password reset carry a captcha token or a bypass token (spec section 5).
 * Returns the message to show, or null when one of the two is present and not blank.
 */
export function checkCaptchaTokens(tokens: {
  captchaToken?: string | null;
  bypassToken?: string | null;
}): string | null {
  const present = (token: string | null | undefined) => typeof token === 'string' && token.trim() !== '';
  return present(tokens.captchaToken) || present(tokens.bypassToken) ? null : MISSING_CAPTCHA_MESSAGE;
}

/** Cookies that tell logged-in state apart (spec section 3 "Cookies", section 6 "Login state"). */
export const SESSION_COOKIES = {
  LOGGED_IN: 'logged_in',
  SUBSCRIBED: 'subscribed',
  TRIAL_AVAILED: 'trial_availed',
} as const;

/**
 * Logged-out and logged-in users are told apart by the logged_in cookie (spec section 6).
 * Any value but '', 'false' and '0' means logged in.
 */
export function isLoggedInByCookie(cookies: Readonly<Record<string, string | undefined>>): boolean {
  const value = cookies[SESSION_COOKIES.LOGGED_IN];
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}
