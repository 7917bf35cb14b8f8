import { SESSION_COOKIES, TRACKING_CONSENT_COOKIE } from '@learnbox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_AGE_SECONDS } from './auth-engine';

/**
 * The cookies the web reads (spec sections 3 and 6): logged_in tells login state apart,
 * subscribed and trial_availed mirror two user-info flags. They carry no secret, so the
 * client may read them; the session itself stays in the engine's httpOnly cookie.
 */
export interface ClientCookieSettings {
  /** Secure outside localhost (cookies over plain http on a real host would leak). */
  secure: boolean;
}

export interface ClientState {
  subscribed: boolean;
  trialAvailed: boolean;
}

const attributes = (settings: ClientCookieSettings, maxAge: number) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: settings.secure,
  httpOnly: false,
  maxAge,
});

/** Sets the three cookies, skipping those the browser already holds with the same value. */
export function setClientStateCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: ClientCookieSettings,
  state: ClientState,
): void {
  const wanted: [string, string][] = [
    [SESSION_COOKIES.LOGGED_IN, 'true'],
    [SESSION_COOKIES.SUBSCRIBED, String(state.subscribed)],
    [SESSION_COOKIES.TRIAL_AVAILED, String(state.trialAvailed)],
  ];
  for (const [name, value] of wanted) {
    if (request.cookies[name] !== value)
      reply.setCookie(name, value, attributes(settings, SESSION_MAX_AGE_SECONDS));
  }
}

/** Clears the three cookies and revokes tracking consent (spec section 4 "Logout"). */
export function clearClientStateCookies(reply: FastifyReply, settings: ClientCookieSettings): void {
  for (const name of [
    SESSION_COOKIES.LOGGED_IN,
    SESSION_COOKIES.SUBSCRIBED,
    SESSION_COOKIES.TRIAL_AVAILED,
    TRACKING_CONSENT_COOKIE,
  ]) {
    reply.setCookie(name, '', attributes(settings, 0));
  }
}

/** Clears the engine's session cookie and the client cookies: what a logout leaves behind. */
export function clearLoginCookies(
  reply: FastifyReply,
  sessionCookieName: string,
  settings: ClientCookieSettings,
): void {
  reply.setCookie(sessionCookieName, '', {
    path: '/',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
  });
  clearClientStateCookies(reply, settings);
}

/** Forwards the engine's Set-Cookie headers (session, two-factor challenge, OAuth state). */
export function forwardSetCookies(reply: FastifyReply, setCookies: readonly string[]): void {
  for (const cookie of setCookies) reply.header('set-cookie', cookie);
}
