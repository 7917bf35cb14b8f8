/**
 * What a logout clears besides the session (spec section 4 "Logout": clears user state, sets a
 * logged-out flag, revokes the tracking consent cookie, redirects to /login or /).
 */

/**
 * The tracking consent cookie a logout revokes. The spec names the behaviour, not the cookie;
 * the name is ours, shared by the api (which expires it) and the web (which reads it).
 */
export const TRACKING_CONSENT_COOKIE = 'tracking_consent';

/**
 * localStorage key written on logout; other tabs see it through the storage event (spec
 * section 4 "A logout in another tab") and leave for /login?returnUrl=.
 */
export const LOGOUT_STORAGE_KEY = 'learnbox:logged-out-at';

/**
 * Whether a storage event announces a logout in another tab: the key is ours and a new value
 * was written (a removal, or the same value replayed, is not a logout).
 */
export function isCrossTabLogoutEvent(event: {
  key: string | null;
  newValue: string | null;
  oldValue?: string | null;
}): boolean {
  return event.key === LOGOUT_STORAGE_KEY && event.newValue !== null && event.newValue !== event.oldValue;
}
