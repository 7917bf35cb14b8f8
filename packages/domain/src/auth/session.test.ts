import { describe, expect, it } from 'vitest';
import {
  buildLoginPath,
  getCrossTabLogoutRedirect,
  getLogoutRedirect,
  initialSessionState,
  LOGGED_OUT_PURCHASE_SIGNUP_TYPE,
  reduceSession,
  type SessionAction,
  type SessionState,
  shouldRetryUserInfo,
  USER_INFO_RETRIES,
  USER_INFO_RETRY_DELAY_MS,
} from './session';

const user = { user_id: 1, email: 'a@b.c' };
const loaded: SessionState = reduceSession(initialSessionState, { type: 'loadFulfilled', user });

describe('session reducer (spec section 4)', () => {
  it.each<[string, SessionState, SessionAction, Partial<SessionState>]>([
    ['pending', initialSessionState, { type: 'loadPending' }, { status: 'pending' }],
    [
      'fulfilled',
      initialSessionState,
      { type: 'loadFulfilled', user },
      { status: 'fulfilled', user, loggedOut: false },
    ],
    [
      '401 means logged out',
      loaded,
      { type: 'loadRejected', status: 401 },
      { status: 'rejected', user: null, loggedOut: true },
    ],
    [
      '500 keeps the user',
      loaded,
      { type: 'loadRejected', status: 500 },
      { status: 'rejected', user, loggedOut: false },
    ],
    ['logout clears and flags', loaded, { type: 'loggedOut' }, { user: null, loggedOut: true }],
  ])('%s', (_name, state, action, expected) => {
    expect(reduceSession(state, action)).toMatchObject(expected);
  });

  it.each<[SessionAction, object]>([
    [{ type: 'trialAvailed' }, { has_active_b2c_trial: true, has_availed_b2c_trial: true }],
    [{ type: 'trialCancelled' }, { has_active_b2c_trial: false }],
    [{ type: 'subscriptionBought' }, { is_user_subscribed: true }],
    [{ type: 'teamPurchased' }, { is_team_buy_admin: true }],
    [{ type: 'twoFactorChanged', via: 'email', enabled: true }, { two_factor_via_email: true }],
    [{ type: 'twoFactorChanged', via: 'app', enabled: false }, { two_factor_via_app: false }],
  ])('%j sets %j', (action, flags) => {
    expect(reduceSession(loaded, action).user).toEqual({ ...user, ...flags });
  });

  it('trial cancelled keeps the availed flag', () => {
    const availed = reduceSession(loaded, { type: 'trialAvailed' });
    expect(reduceSession(availed, { type: 'trialCancelled' }).user).toMatchObject({
      has_active_b2c_trial: false,
      has_availed_b2c_trial: true,
    });
  });

  it('ignores flag changes without a user', () => {
    expect(reduceSession(initialSessionState, { type: 'subscriptionBought' })).toBe(initialSessionState);
  });
});

describe('user info retries (spec sections 4, 8 and 9)', () => {
  it('has the constants', () => {
    expect([USER_INFO_RETRIES, USER_INFO_RETRY_DELAY_MS]).toEqual([3, 1000]);
  });

  it.each([
    [500, 0, true],
    [503, 2, true],
    [503, 3, false],
    [429, 0, true],
    [401, 0, false],
    [404, 0, false],
  ])('status %i after %i retries: %s', (status, done, expected) => {
    expect(shouldRetryUserInfo(status, done)).toBe(expected);
  });
});

describe('login redirects (spec sections 2 and 4)', () => {
  it.each([
    [undefined, '/login'],
    ['', '/login'],
    ['/courses/x?tab=1', '/login?returnUrl=%2Fcourses%2Fx%3Ftab%3D1'],
    // Off-site values are left out rather than carried to the login page.
    ['//evil.example', '/login'],
    ['https://evil.example', '/login'],
    ['/%2F%2Fevil.example', '/login'],
  ])('buildLoginPath(%j)', (returnUrl, expected) => {
    expect(buildLoginPath(returnUrl)).toBe(expected);
  });

  it('logout goes to /login or /', () => {
    expect(getLogoutRedirect(true)).toBe('/login');
    expect(getLogoutRedirect(false)).toBe('/');
  });

  it('a logout in another tab sends this tab to /login with returnUrl', () => {
    expect(getCrossTabLogoutRedirect('/mycourses')).toBe('/login?returnUrl=%2Fmycourses');
    expect(getCrossTabLogoutRedirect('/login?returnUrl=%2Fx')).toBe('/login');
  });

  it('names the logged-out purchase signup type (spec section 7)', () => {
    expect(LOGGED_OUT_PURCHASE_SIGNUP_TYPE).toBe('loggedout-user-purchase');
  });
});
