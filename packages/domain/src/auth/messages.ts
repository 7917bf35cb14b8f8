/** What accounts say to people: log-in, sign-up, links, sessions, captcha, cross-site refusals. */

export const CAPTCHA_UNAVAILABLE_MESSAGE =
  'The captcha service did not answer. Please try again in a moment.';

export const NOT_LOGGED_IN_MESSAGE = 'Please log in first.';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

export const EXPIRED_LINK_MESSAGE = 'This link has expired or was already used. Ask for a new one.';

export const SESSION_NOT_FOUND_MESSAGE = 'This session was not found: it may have ended already.';

/** Shown when the embedded captcha could not fetch or solve its challenge. */
export const CAPTCHA_UNAVAILABLE_TEXT =
  'The captcha check could not run. Please refresh the page and try again.';

/** A wrong password, wherever one is asked for (log-in, turning two-factor on or off). */
export const WRONG_PASSWORD_MESSAGE = 'The password is not right.';

/** A wrong one-time code (authenticator app or e-mailed code). */
export const WRONG_CODE_MESSAGE = 'This code is not right. Check it and try again.';

/** Sign-up with an address that already has an account. */
export const EMAIL_TAKEN_MESSAGE =
  'An account with this e-mail already exists. Log in, or reset your password.';

/** Confirming an authenticator app before turning it on. */
export const TOTP_NOT_STARTED_MESSAGE = 'Start by turning on the authenticator app.';

/** A two-factor log-in without the code. */
export const TOTP_CODE_REQUIRED_MESSAGE = 'Enter the code your authenticator app shows.';

/** A two-factor secret that is not base32. */
export const TOTP_SECRET_INVALID_MESSAGE = 'This secret is not a valid authenticator key.';

/** A code of a kind the account does not use. */
export const NO_AUTHENTICATOR_MESSAGE = 'This account does not use an authenticator app.';

export const NO_EMAILED_CODES_MESSAGE = 'This account does not use e-mailed codes.';

/** Sign-up without a password. */
export const PASSWORD_REQUIRED_MESSAGE = 'Choose a password.';

/** Asking for a verification mail once verified. */
export const ALREADY_VERIFIED_MESSAGE = 'Your e-mail address is already verified.';

/** The auth engine refused with its own rate limit. */
export const AUTH_ATTEMPTS_EXCEEDED_MESSAGE = 'Too many attempts (rate limit). Please try again later.';

/** What a non-staff caller of a staff-only page or call is told (the page does not exist for them). */
export const STAFF_ONLY_MESSAGE = 'This page does not exist.';
