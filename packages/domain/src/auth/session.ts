/**
 * The user-info session as a pure reducer, plus its retry and redirect rules (spec section 4
 * "User info load", "Logout", "Trial", "Subscription and team", "Two-factor"; section 8
 * "User info fetch"; section 9 "User info retries: 3 at 1000 ms").
 */

import { safeReturnPath } from './return-url';

/** User info retries: 3 at 1000 ms (spec section 9). */
export const USER_INFO_RETRIES = 3;
/** Delay between user info retries (spec section 9). */
export const USER_INFO_RETRY_DELAY_MS = 1000;

/** The user-info flags the transitions of spec section 4 change. */
export interface SessionUser {
  user_id: string | number;
  email?: string;
  verified?: boolean;
  is_user_subscribed?: boolean;
  is_team_buy_admin?: boolean;
  has_active_b2c_trial?: boolean;
  has_availed_b2c_trial?: boolean;
  two_factor_via_email?: boolean;
  two_factor_via_app?: boolean;
}

/** User info load state (spec section 4 "User info load": pending, then fulfilled or rejected). */
export interface SessionState<U extends SessionUser = SessionUser> {
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  user: U | null;
  loggedOut: boolean;
}

/** Session before the first load (spec section 4). */
export const initialSessionState: SessionState = { status: 'idle', user: null, loggedOut: false };

/** The transitions of spec section 4 (load, logout, trial, subscription, team, two-factor). */
export type SessionAction<U extends SessionUser = SessionUser> =
  | { type: 'loadPending' }
  | { type: 'loadFulfilled'; user: U }
  | { type: 'loadRejected'; status: number | null }
  | { type: 'loggedOut' }
  | { type: 'trialAvailed' }
  | { type: 'trialCancelled' }
  | { type: 'subscriptionBought' }
  | { type: 'teamPurchased' }
  | { type: 'twoFactorChanged'; via: 'email' | 'app'; enabled: boolean };

function patchUser<U extends SessionUser>(
  state: SessionState<U>,
  patch: Partial<SessionUser>,
): SessionState<U> {
  return state.user ? { ...state, user: { ...state.user, ...patch } } : state;
}

/**
 * Reduces a session action (spec section 4): a 401 on load means logged out; logout clears the
 * user and sets the logged-out flag; trial availed sets the active and availed flags; trial
 * cancelled clears the active flag; a subscription sets the subscribed flag; a team purchase sets
 * the team-admin flag; each two-factor flag can be changed. Flag actions without a user are
 * ignored: there is nobody to change.
 */
export function reduceSession<U extends SessionUser>(
  state: SessionState<U>,
  action: SessionAction<U>,
): SessionState<U> {
  switch (action.type) {
    case 'loadPending':
      return { ...state, status: 'pending' };
    case 'loadFulfilled':
      return { status: 'fulfilled', user: action.user, loggedOut: false };
    case 'loadRejected':
      return action.status === 401
        ? { status: 'rejected', user: null, loggedOut: true }
        : { ...state, status: 'rejected' };
    case 'loggedOut':
      return { status: state.status, user: null, loggedOut: true };
    case 'trialAvailed':
      return patchUser(state, { has_active_b2c_trial: true, has_availed_b2c_trial: true });
    case 'trialCancelled':
      return patchUser(state, { has_active_b2c_trial: false });
    case 'subscriptionBought':
      return patchUser(state, { is_user_subscribed: true });
    case 'teamPurchased':
      return patchUser(state, { is_team_buy_admin: true });
    case 'twoFactorChanged':
      return patchUser(
        state,
        action.via === 'email'
          ? { two_factor_via_email: action.enabled }
          : { two_factor_via_app: action.enabled },
      );
  }
}

/**
 * The user-info load retries on server errors (500 and above) and on 429, up to 3 times
 * (spec sections 4, 8 and 9). `retriesDone` counts retries already made. 401 never retries:
 * it means logged out.
 */
export function shouldRetryUserInfo(status: number, retriesDone: number): boolean {
  return (status >= 500 || status === 429) && retriesDone < USER_INFO_RETRIES;
}

/** /login, optionally with ?returnUrl= (spec section 2); a returnUrl off this site is left out. */
export function buildLoginPath(returnUrl?: string | null): string {
  const back = safeReturnPath(returnUrl);
  return back ? `/login?${new URLSearchParams({ returnUrl: back }).toString()}` : '/login';
}

/**
 * Where logout sends the user (spec section 4 "Redirects to /login or /"): to /login when the
 * page they were on needs an account (they can sign back in), to / otherwise.
 */
export function getLogoutRedirect(pageRequiresLogin: boolean): '/login' | '/' {
  return pageRequiresLogin ? '/login' : '/';
}

/**
 * A logout in another tab sends this tab to /login with the current path as returnUrl
 * (spec section 4). Being on /login already keeps the user there without a loop.
 */
export function getCrossTabLogoutRedirect(currentPath: string): string {
  const pathname = currentPath.split(/[?#]/)[0];
  return pathname === '/login' ? '/login' : buildLoginPath(currentPath);
}

/** Signup query for a purchase made while logged out (spec section 7 "signup_type"). */
export const LOGGED_OUT_PURCHASE_SIGNUP_TYPE = 'loggedout-user-purchase';
