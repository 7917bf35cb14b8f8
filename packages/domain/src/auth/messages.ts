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
